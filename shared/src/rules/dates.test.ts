import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthYear, formatShortDate } from './dates.ts';
import { formatLocalDateTime, formatLocalTime } from './local-times.ts';

const AT = '2026-03-01T00:30:00.000Z';

describe('dates shown on pages, e-mails and in the assistant (UTC)', () => {
  it('read the same whatever the machine’s time zone', () => {
    expect(formatDate(AT)).toBe('March 1, 2026');
    expect(formatShortDate(AT)).toBe('Mar 1, 2026');
    expect(formatMonthYear(AT)).toBe('March 2026');
    expect(formatDateTime('2026-03-03T10:00:00.000Z')).toBe('March 3, 2026 at 10:00 AM UTC');
  });

  it('take a Date too, and give nothing for what is not a date', () => {
    expect(formatDate(new Date(AT))).toBe('March 1, 2026');
    for (const format of [formatDate, formatShortDate, formatMonthYear, formatDateTime]) {
      expect(format('not a date')).toBe('');
    }
  });
});

describe('dates on the artist’s own screen (local time zone)', () => {
  it('use the time zone given, else the viewer’s', () => {
    expect(formatLocalDateTime('2026-03-03T10:04:00.000Z', 'UTC')).toBe('Mar 3, 2026, 10:04 AM');
    expect(formatLocalDateTime('2026-03-03T10:04:00.000Z', 'America/New_York')).toBe(
      'Mar 3, 2026, 5:04 AM',
    );
    expect(formatLocalTime('2026-03-03T15:04:00.000Z', 'UTC')).toBe('3:04 PM');
    expect(formatLocalDateTime('nope')).toBe('');
    expect(formatLocalTime('nope')).toBe('');
  });
});
