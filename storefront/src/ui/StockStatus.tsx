import './StockStatus.css';

/** Few enough to nudge a shopper, and still honest. */
const LOW_STOCK = 3;

export function stockLabel(stock: number): string {
  if (stock <= 0) return 'Out of Stock';
  if (stock <= LOW_STOCK) return `Only ${stock} left`;
  return 'In Stock';
}

export function StockStatus({ stock }: { stock: number }) {
  const tone = stock <= 0 ? 'out' : stock <= LOW_STOCK ? 'low' : 'in';
  return <p className={`stock-status stock-status--${tone}`}>{stockLabel(stock)}</p>;
}
