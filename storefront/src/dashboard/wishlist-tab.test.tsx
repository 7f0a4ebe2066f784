// The wishlist shows what a product costs now: a running sale's price with the "was" price
// struck through and the day the sale ends, as the shop's card does; a plain price otherwise.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { WishlistItem } from '@kawaii/shared';
import { WishlistCard } from './WishlistTab.tsx';

const product = (fields: Partial<WishlistItem>): WishlistItem => ({
  kind: 'product',
  id: 'p-1',
  title: 'Moon Doll',
  image: null,
  path: '/shop/p-1',
  price: 40,
  discountPrice: null,
  stock: 2,
  addedAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

function render(items: WishlistItem[]): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ul>
        {items.map((item) => (
          <WishlistCard key={item.id} item={item} onRemove={() => undefined} />
        ))}
      </ul>
    </MemoryRouter>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('a wishlist card', () => {
  it('shows a running sale: the sale price, the was price, the percent off and the end', () => {
    const html = render([
      product({ salePrice: 30, saleEndsAt: '2026-12-01T10:00:00.000Z' }),
      product({ id: 'p-2', title: 'Star Bear', price: 20 }),
    ]);
    const [onSale, plain] = html.split('wishlist-card__title').slice(1).map(text);
    expect(onSale).toContain('$30.00 was $40.00 25% off Sale ends Dec 1');
    expect(html).toContain('<del class="price-tag__was">');
    expect(plain).toContain('$20.00 In stock');
    expect(plain).not.toContain('was');
  });

  it('shows the discount price when no sale is lower', () => {
    const html = render([product({ discountPrice: 35, salePrice: 38 })]);
    expect(text(html)).toContain('$35.00 was $40.00 13% off');
    expect(text(html)).not.toContain('Sale ends');
  });
});
