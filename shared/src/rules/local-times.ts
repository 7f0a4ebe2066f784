// Dates on screens that render only in the browser (the admin desk, the studio, the chat), in
// the viewer's own time zone; the pages rendered on the server use UTC (dates.ts).

import { formatWith } from './dates.ts';

/**
 * 'Mar 3, 2026, 10:04 AM' in the viewer's time zone (or the one given), for screens that render
 * only in the browser: the admin desk and the studio.
 */
export function formatLocalDateTime(value: string | Date, timeZone?: string): string {
  return formatWith(
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    value,
  );
}

/** '10:04 AM' in the viewer's time zone (or the one given): when a chat message was written. */
export function formatLocalTime(value: string | Date, timeZone?: string): string {
  return formatWith(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }),
    value,
  );
}
