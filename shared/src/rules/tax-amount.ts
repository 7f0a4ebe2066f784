// The tax on an amount, apart from the tax settings and the countries' and regions' names: the
// cart's totals, which every page loads first, need only this arithmetic.

/** Thousandths of a percent: 8.875 % -> 8875. */
const MILLI_PERCENT = 1000;
const WHOLE = 100 * MILLI_PERCENT;

/** a / b rounded half-up, for non-negative integers. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The tax on a taxable base in cents, half-up to the cent. `included`: the base already holds
 * the tax (tax-inclusive prices), so the tax is the part of it that is tax.
 */
export function taxOnBase(baseCents: number, ratePercent: number, included: boolean): number {
  const base = Math.max(0, Math.round(baseCents));
  const rate = Math.max(0, Math.round(ratePercent * MILLI_PERCENT));
  if (base === 0 || rate === 0) return 0;
  return included ? divideHalfUp(base * rate, WHOLE + rate) : divideHalfUp(base * rate, WHOLE);
}
