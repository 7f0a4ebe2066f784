// GET /api/reports/sales(.csv): a period of whole days (UTC, both included) and how to group it.

import { z } from 'zod';
import { REPORT_GROUPS, type SalesReportQuery } from '../domain/reports.ts';

export const REPORT_MESSAGES = {
  date: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  order: 'The start date must be on or before the end date',
  groupBy: `Group by must be one of ${REPORT_GROUPS.join(', ')}`,
} as const;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const blankAsMissing = (input: unknown) =>
  typeof input === 'string' && input.trim() === '' ? undefined : input;

const day = (label: string) =>
  z.preprocess(
    blankAsMissing,
    z
      .string({ error: REPORT_MESSAGES.date(label) })
      .trim()
      .refine(isDay, REPORT_MESSAGES.date(label))
      .optional(),
  );

export const salesReportQuerySchema = z
  .object({
    from: day('From'),
    to: day('To'),
    groupBy: z.preprocess(
      blankAsMissing,
      z.enum(REPORT_GROUPS, { error: REPORT_MESSAGES.groupBy }).optional(),
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: REPORT_MESSAGES.order,
    path: ['to'],
  }) satisfies z.ZodType<SalesReportQuery, unknown>;
