// A made-to-order piece's deposit: the part of its price asked up front. Its own module, apart
// from the rest of the payment plans, because the product page shows the deposit on its first
// load, while the plans' other rules serve the checkout, the order page and the desk only.

import { formatCents } from './money.ts';

/** A line of the cart as the deposit sees it: what it costs and the deposit its product asks. */
export interface DepositLine {
  lineCents: number;
  depositPercent: number | null | undefined;
}

/**
 * What the buyer pays up front: each asking line's percentage of that line's share of the
 * order's total, the total as the one totals rule gives it (discounts taken off, shipping and
 * tax included). A line's share is its price over the price of every line. The sum is rounded
 * once, to the nearest cent (half a cent up), and is never more than the total. So a 30% deposit
 * on an order of that one piece is 30% of what the buyer pays, tax and all; lines that ask none
 * are paid with the balance.
 */
export function depositCents(lines: readonly DepositLine[], totalCents: number): number {
  const total = Math.max(0, Math.round(totalCents));
  let linesCents = 0;
  let askedPercentCents = 0;
  for (const line of lines) {
    const cents = Math.max(0, Math.round(line.lineCents));
    const percent = Math.max(0, line.depositPercent ?? 0);
    linesCents += cents;
    askedPercentCents += cents * percent;
  }
  if (linesCents === 0 || askedPercentCents === 0) return 0;
  // total × asked% ÷ lines, half up, in exact integers (the product can pass 2^53).
  const numerator = BigInt(total) * BigInt(Math.round(askedPercentCents));
  const denominator = 100n * BigInt(linesCents);
  const deposit = Number((2n * numerator + denominator) / (2n * denominator));
  return Math.min(deposit, total);
}

/**
 * What a made-to-order product's page says of its deposit, for one unit at `unitCents`:
 * 'Deposit: 30% at checkout ($72.00 before shipping and tax), the rest before it ships'.
 * The checkout takes the percentage of the order's total, shipping and tax included, so the page
 * names the amount as the piece's part of it: the figure never claims to be what checkout asks.
 */
export function depositNoteText(depositPercent: number, unitCents: number): string {
  const deposit = depositCents([{ lineCents: unitCents, depositPercent }], unitCents);
  return `Deposit: ${depositPercent}% at checkout (${formatCents(deposit)} before shipping and tax), the rest before it ships`;
}
