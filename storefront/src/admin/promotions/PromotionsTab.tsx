// The Promotions tab: every promo code with its use count, paused or running, and the scheduled
// sales; add, edit, pause and delete. Through the AdminApi, so the studio edits them too
// (offline, synced later).

import type { Promotion, Sale } from '@kawaii/shared';
import { ContentTab, type ContentTabConfig } from '../shell/ContentTab.tsx';
import { PromotionCard } from './PromotionCard.tsx';
import { PromotionForm } from './PromotionForm.tsx';
import { SaleCard } from './SaleCard.tsx';
import { SaleForm } from './SaleForm.tsx';
import './PromotionsTab.css';

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

const saleConfig: ContentTabConfig<Sale> = {
  heading: 'Sales',
  noun: 'Sale',
  addLabel: 'Schedule a Sale',
  list: 'listSales',
  remove: (api, sale) => api.deleteSale(sale._id),
  searchTexts: (sale) => [sale.name],
  emptyText: 'No scheduled sales yet',
  deleteQuestion: 'Are you sure you want to delete this sale? Its prices end at once.',
  nameOf: (sale) => sale.name,
  // A sale shows on the shop's cards and product pages while it runs.
  viewPath: () => '/shop',
  Card: SaleCard,
  Form: SaleForm,
};

export function PromotionsTab() {
  return (
    <>
      <section className="promotions-section" aria-labelledby="promo-codes-heading">
        <h2 id="promo-codes-heading" className="promotions-section__title">
          Promo codes
        </h2>
        <ContentTab config={config} />
      </section>
      <section className="promotions-section" aria-labelledby="sales-heading">
        <h2 id="sales-heading" className="promotions-section__title">
          Scheduled sales
        </h2>
        <ContentTab config={saleConfig} />
      </section>
    </>
  );
}
