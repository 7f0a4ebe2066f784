import { discountPercent, formatMoney } from '@kawaii/shared';
import './PriceTag.css';

/** The price, with the old price struck through and the percent off when discounted. */
export function PriceTag({
  price,
  discountPrice,
}: {
  price: number;
  discountPrice: number | null;
}) {
  if (discountPrice == null) {
    return <p className="price-tag">{formatMoney(price)}</p>;
  }
  return (
    <p className="price-tag">
      <span className="price-tag__now">{formatMoney(discountPrice)}</span>{' '}
      <del className="price-tag__was">
        <span className="visually-hidden">was </span>
        {formatMoney(price)}
      </del>{' '}
      <span className="price-tag__off">{discountPercent(price, discountPrice)}% off</span>
    </p>
  );
}
