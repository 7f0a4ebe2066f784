import { z } from 'zod';
import {
  NEWSLETTER_EMAIL_PARAM,
  NEWSLETTER_OUTCOME_PARAM,
  PAGE_QUERY_PARAMS,
  termsOf,
  type AnyOperation,
} from '@kawaii/shared';
import type { KnownQuery } from './cache-key.ts';

/**
 * The query parameters of every publicly cached API read: the keys of its query schema (the
 * route table parses the query with it, so nothing else reaches the service). An operation whose
 * schema is not a plain object is left out: every parameter counts for it.
 */
export function publicApiQueries(operations: readonly AnyOperation[]): KnownQuery[] {
  const known: KnownQuery[] = [];
  for (const operation of operations) {
    const terms = termsOf(operation);
    if (operation.method !== 'get' || terms.cache !== 'public') continue;
    if (terms.query === undefined) known.push({ pattern: operation.path, params: [] });
    else if (terms.query instanceof z.ZodObject) {
      known.push({ pattern: operation.path, params: Object.keys(terms.query.shape) });
    }
  }
  return known;
}

/**
 * Every page's footer reads these as well: the outcome of a newsletter sign-up sent as a plain
 * form. The feeds (.xml) have no footer.
 */
const FOOTER_QUERY_PARAMS = [NEWSLETTER_OUTCOME_PARAM, NEWSLETTER_EMAIL_PARAM];

/** The public pages and the parameters each reads. */
export function publicPageQueries(): KnownQuery[] {
  return Object.entries(PAGE_QUERY_PARAMS).map(([pattern, params]) => ({
    pattern,
    params: pattern.endsWith('.xml') ? params : [...params, ...FOOTER_QUERY_PARAMS],
  }));
}
