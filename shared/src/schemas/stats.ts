// GET /api/stats?from&to and the browser's POST /api/stats/hit.

import { z } from 'zod';
import { STATS_MAX_DAYS } from '../rules/stats.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayField = (name: string) =>
  z
    .string({ error: `${name} must be a day (YYYY-MM-DD)` })
    .regex(DAY, `${name} must be a day (YYYY-MM-DD)`)
    .refine((day) => !Number.isNaN(Date.parse(day)), `${name} must be a real day`)
    .optional();

export const statsQuerySchema = z
  .object({ from: dayField('from'), to: dayField('to') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  })
  .refine(
    (q) =>
      !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < STATS_MAX_DAYS,
    { message: `A period is at most ${STATS_MAX_DAYS} days`, path: ['to'] },
  );
export type StatsQuery = z.infer<typeof statsQuerySchema>;

export const statsHitSchema = z.object({
  path: z.string({ error: 'path is required' }).min(1).max(2000),
  referrer: z.string().max(2000).optional(),
});
export type StatsHit = z.infer<typeof statsHitSchema>;
