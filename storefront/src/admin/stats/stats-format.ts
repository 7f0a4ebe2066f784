// The Stats tab's numbers in words: changes against the previous period, conversion as a
// percent, and the report as CSV.

import { formatCents, type StatsReport } from '@kawaii/shared';

/** "+12%", "−5%", "new" (nothing before), or "±0%". */
export function changeLabel(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '±0%' : 'new';
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return '±0%';
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

export function changeDirection(current: number, previous: number): 'up' | 'down' | 'same' {
  return current > previous ? 'up' : current < previous ? 'down' : 'same';
}

export function percent(rate: number): string {
  return `${(rate * 100).toFixed(rate === 0 || rate >= 0.1 ? 1 : 2)}%`;
}

function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (values: (string | number)[]) => `${values.map(cell).join(',')}\r\n`;

/** The report as one CSV: the days, then each top list under its own header. */
export function statsCsv(report: StatsReport): string {
  let csv = line(['day', 'visitors', 'views', 'orders', 'revenue']);
  for (const day of report.series) {
    csv += line([
      day.day,
      day.visitors,
      day.views,
      day.orders,
      (day.revenueCents / 100).toFixed(2),
    ]);
  }
  csv += line([]);
  csv += line([
    'total',
    report.visitors,
    report.views,
    report.orders,
    (report.revenueCents / 100).toFixed(2),
  ]);
  csv += line([
    'previous period',
    report.previous.visitors,
    report.previous.views,
    report.previous.orders,
    (report.previous.revenueCents / 100).toFixed(2),
  ]);
  const lists: [string, { key: string; count: number }[]][] = [
    ['page', report.topPages],
    ['referrer', report.referrers],
    ['campaign', report.campaigns],
    ['promo code', report.promoCodes],
  ];
  for (const [name, rows] of lists) {
    csv += line([]);
    csv += line([name, 'count']);
    for (const row of rows) csv += line([row.key, row.count]);
  }
  csv += line([]);
  csv += line(['product', 'views', 'units sold']);
  for (const product of report.topProducts)
    csv += line([product.title, product.views, product.unitsSold]);
  return csv;
}

export const money = (cents: number): string => formatCents(cents);

/** A count with thousands separated, as the numbers on top read: "5,751". */
export const count = (n: number): string => n.toLocaleString('en-US');
