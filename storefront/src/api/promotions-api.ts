// The checkout's question about a promo code: does it apply to this cart, and what does it take
// off? The server answers with the reason when it does not.

import type { CartItem, PromotionQuote } from '@kawaii/shared';
import { accountCall } from './account-api.ts';
import { apiClient, type Fetch } from './client.ts';

export function quotePromoCode(
  fetchImpl: Fetch,
  token: string | null,
  promoCode: string,
  items: readonly CartItem[],
  email: string,
): Promise<PromotionQuote> {
  return accountCall(
    apiClient(fetchImpl, token).quotePromotion({
      body: {
        promoCode,
        items: items.map((item) => ({ id: item.id, quantity: item.quantity })),
        ...(email.trim() ? { email: email.trim() } : {}),
      },
    }),
    'Could not check the code',
  );
}
