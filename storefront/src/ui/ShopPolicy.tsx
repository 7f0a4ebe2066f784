import './ShopPolicy.css';

/** The shipping and return policy, shown wherever a shopper decides to buy. */
export function ShopPolicy() {
  return (
    <aside className="shop-policy" aria-labelledby="shop-policy-title">
      <h2 id="shop-policy-title">Shipping &amp; Returns</h2>
      <ul>
        <li>All sales are final.</li>
        <li>
          Physical items may be returned only with prior written authorization, requested within 14
          days of delivery.
        </li>
        <li>Shipping costs are non-refundable.</li>
        <li>Digital products are non-refundable.</li>
        <li>Chargebacks will be contested.</li>
      </ul>
    </aside>
  );
}
