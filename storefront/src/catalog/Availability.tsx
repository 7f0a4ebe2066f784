// The line under a product's price that says whether and when it can be had: the stock, "Sold"
// for a unique piece that found its home, the lead time of a made-to-order piece, or the window
// and shipping month of a pre-order.

import {
  PRODUCT_KIND_LABELS,
  isSoldPiece,
  madeToOrderLine,
  preorderLine,
  preorderState,
  type Product,
} from '@kawaii/shared';
import { StockStatus } from '../ui/StockStatus.tsx';
import './Availability.css';

interface AvailabilityProps {
  product: Product;
  /** The stock of the chosen variant, or the product's. */
  stock: number;
  at: Date;
}

export function Availability({ product, stock, at }: AvailabilityProps) {
  if (isSoldPiece(product)) return <p className="stock-status stock-status--out">Sold</p>;
  if (product.preorder) {
    const open = preorderState(product.preorder, at) === 'open';
    return (
      <p className={`availability availability--${open ? 'preorder' : 'closed'}`}>
        {open ? preorderLine(product.preorder) : 'Pre-orders are closed'}
      </p>
    );
  }
  if (product.kind === 'made-to-order' && product.leadTime) {
    return <p className="availability availability--made">{madeToOrderLine(product.leadTime)}</p>;
  }
  return <StockStatus stock={stock} />;
}

/** The badge of a kind that is not plain stock: "One of a kind", "Made to order", "Pre-order". */
export function KindBadge({ product }: { product: Product }) {
  const label = product.preorder
    ? 'Pre-order'
    : product.kind === 'stocked'
      ? null
      : PRODUCT_KIND_LABELS[product.kind];
  if (!label) return null;
  return <span className="kind-badge">{label}</span>;
}
