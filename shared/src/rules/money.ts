// Money travels as dollars (JSON numbers with at most 2 decimals) and is computed in integer
// cents, so that sums and products never drift (0.1 + 0.2 !== 0.3).

/** Dollars to whole cents, rounding half away from zero (1.005 -> 101, not 100). */
export function toCents(dollars: number): number {
  // toFixed removes the binary noise of the multiplication before rounding.
  const cents = Number((Math.abs(dollars) * 100).toFixed(6));
  return Math.sign(dollars) * Math.round(cents) + 0; // + 0 turns -0 into 0
}

export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

// The formats are built when first used: building one loads the locale's data, which a page's
// start-up on a phone would otherwise pay for even when it shows no price until it is used.
let currencyFormat: Intl.NumberFormat | undefined;
let plainFormat: Intl.NumberFormat | undefined;

/**
 * '$12.50', '$1,234.00', '-$5.00': always two decimals and a dollar sign. Rounded in cents first,
 * so 1.005 shows as $1.01 like every total the shop computes.
 */
export function formatMoney(dollars: number): string {
  return (currencyFormat ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
  })).format(fromCents(toCents(dollars)));
}

/** formatMoney for an amount kept in cents: 1250 -> '$12.50'. */
export function formatCents(cents: number): string {
  return formatMoney(fromCents(cents));
}

/** '12.50', '1234.00': the amount alone, for CSV cells, structured data and form fields. */
export function plainDollars(dollars: number): string {
  return (plainFormat ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  })).format(fromCents(toCents(dollars)));
}

export interface Priced {
  price: number;
  discountPrice?: number | null;
  /** The price while a scheduled sale runs (the server answers it only then). */
  salePrice?: number | null;
}

/** What the buyer pays for one unit: the discount price when there is one, or a lower sale price. */
export function effectivePrice({ price, discountPrice, salePrice }: Priced): number {
  const listed = discountPrice ?? price;
  return salePrice != null && salePrice < listed ? salePrice : listed;
}

/** The percent off shown by a discounted price, round(100 * (1 - discount / price)); else 0. */
export function discountPercent(price: number, discountPrice: number | null | undefined): number {
  if (discountPrice == null || price <= 0) return 0;
  return Math.round(100 * (1 - discountPrice / price));
}
