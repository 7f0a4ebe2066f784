import { discountPercent, effectivePrice, formatMoney, formatShortDate } from '@kawaii/shared';
import './PriceTag.css';

/**
 * The price, with the old price struck through and the percent off when discounted or on sale
 * (the lowest of the discount price and a running sale's price is what is paid), and the day a
 * sale ends (the product page says it; cards keep their fixed lines).
 */
export function PriceTag({
  price,
  discountPrice,
  salePrice = null,
  saleEndsAt = null,
}: {
  price: number;
  discountPrice: number | null;
  salePrice?: number | null | undefined;
  saleEndsAt?: string | null | undefined;
}) {
  const paid = effectivePrice({ price, discountPrice, salePrice });
  if (paid >= price) {
    return <p className="price-tag">{formatMoney(price)}</p>;
  }
  const saleWins = salePrice != null && paid === salePrice && paid < (discountPrice ?? price);
  return (
    <p className="price-tag">
      <span className="price-tag__now">{formatMoney(paid)}</span>{' '}
      <del className="price-tag__was">
        <span className="visually-hidden">was </span>
        {formatMoney(price)}
      </del>{' '}
      <span className="price-tag__off">{discountPercent(price, paid)}% off</span>
      {saleWins && saleEndsAt && (
        <span className="price-tag__ends">Sale ends {formatShortDate(saleEndsAt)}</span>
      )}
    </p>
  );
}
