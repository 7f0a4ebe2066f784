// Every date the shop shows, built on Intl and worded in US English. Pages rendered on the
// server and hydrated in the browser, e-mails and the assistant use UTC, so both machines write
// the same text whatever their time zones. The admin desk and the studio render only on the
// artist's screen, so they use the viewer's own time zone (local-times.ts, apart so that the
// public pages, which load this file, do not carry them).

/**
 * A US English format in UTC, built the first time it is used: building one loads the locale's
 * data, which every page's start-up on a phone would otherwise pay for, dates shown or not.
 */
function inUtc(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }));
}

const LONG_DATE = /* @__PURE__ */ inUtc({ year: 'numeric', month: 'long', day: 'numeric' });
const SHORT_DATE = /* @__PURE__ */ inUtc({ year: 'numeric', month: 'short', day: 'numeric' });
const MONTH_YEAR = /* @__PURE__ */ inUtc({ year: 'numeric', month: 'long' });
const LONG_DATE_TIME = /* @__PURE__ */ inUtc({
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A date from an ISO string or a Date, or null when it is not one. */
function validDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The date in the given format; '' for what is not a date. */
export function formatWith(format: Intl.DateTimeFormat, value: string | Date): string {
  const date = validDate(value);
  return date === null ? '' : format.format(date);
}

/** '2026-03-03T10:00:00.000Z' -> 'March 3, 2026' (UTC); '' for what is not a date. */
export function formatDate(value: string | Date): string {
  return formatWith(LONG_DATE(), value);
}

/** '2026-03-03T10:00:00.000Z' -> 'Mar 3, 2026' (UTC). */
export function formatShortDate(value: string | Date): string {
  return formatWith(SHORT_DATE(), value);
}

/** '2026-03-03T10:00:00.000Z' -> 'March 2026' (UTC). */
export function formatMonthYear(value: string | Date): string {
  return formatWith(MONTH_YEAR(), value);
}

/** '2026-03-03T10:00:00.000Z' -> 'March 3, 2026 at 10:00 AM UTC'. */
export function formatDateTime(value: string | Date): string {
  return formatWith(LONG_DATE_TIME(), value);
}
