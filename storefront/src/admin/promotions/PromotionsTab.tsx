// The Promotions tab: every promo code with its use count, paused or running; add, edit, pause
// and delete. Through the AdminApi, so the studio edits them too (offline, synced later).

import type { Promotion } from '@kawaii/shared';
import { ContentTab, type ContentTabConfig } from '../shell/ContentTab.tsx';
import { PromotionCard } from './PromotionCard.tsx';
import { PromotionForm } from './PromotionForm.tsx';

const config: ContentTabConfig<Promotion> = {
  heading: 'Promotions',
  noun: 'Promotion',
  list: 'listPromotions',
  remove: (api, promotion) => api.deletePromotion(promotion._id),
  searchTexts: (promotion) => [promotion.code, promotion.description],
  emptyText: 'No promotions yet',
  deleteQuestion: 'Are you sure you want to delete this promotion? Its code stops working.',
  nameOf: (promotion) => promotion.code,
  // A code has no page of its own: View opens the shop, where buyers type it at checkout.
  viewPath: () => '/shop',
  Card: PromotionCard,
  Form: PromotionForm,
};

export function PromotionsTab() {
  return <ContentTab config={config} />;
}
