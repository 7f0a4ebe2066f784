// URL query strings of the list endpoints. Values arrive as text; a value that cannot be
// understood (an unknown sort, a non-number limit, a repeated parameter) is an error, never
// silently ignored, so a 400 tells the caller what to fix.

import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/commerce.ts';
import { ENQUIRY_STATUSES } from '../domain/enquiry.ts';
import { ARTWORK_TYPES, GAME_CATEGORIES, MEDIA_TYPES } from '../domain/entities.ts';
import type {
  ArtworkPageQuery,
  ArtworkQuery,
  CategoryQuery,
  GameQuery,
  PostPageQuery,
  PostQuery,
  ProductPageQuery,
  ProductQuery,
} from '../domain/queries.ts';
import { ARTWORK_SORTS, POST_SORTS, PRODUCT_SORTS } from '../domain/queries.ts';
import { STAFF_IDS_MAX } from '../rules/staff-lists.ts';
import { MEDIA_HAS_MORE_AT, MEDIA_MAX_PAGE_SIZE } from '../rules/media.ts';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '../rules/pagination.ts';
import { numberFromText, optionalText } from './fields.ts';

const BOOLEAN_TEXT = new Map([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
]);

/** Blank text, and 'all' for filters, mean "not filtered". */
function filterText(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  const text = input.trim();
  return text === '' || text === 'all' ? undefined : text;
}

function queryBoolean(name: string) {
  return z.preprocess(
    (input) => {
      if (typeof input !== 'string') return input;
      const text = input.trim().toLowerCase();
      return text === '' ? undefined : (BOOLEAN_TEXT.get(text) ?? input);
    },
    z.boolean({ error: `${name} must be true or false` }).optional(),
  );
}

function queryEnum<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.preprocess(
    filterText,
    z.enum(values, { error: `${name} must be one of ${values.join(', ')}` }).optional(),
  );
}

function queryText(name: string, max: number) {
  return z.preprocess(
    filterText,
    z
      .string({ error: `${name} must be given once` })
      .max(max, `${name} must be at most ${max} characters`)
      .optional(),
  );
}

function queryInteger(name: string, min: number) {
  return z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`);
}

/** limit: a whole number from 1, capped at 100 rather than refused. */
const queryLimit = z.preprocess(
  numberFromText,
  queryInteger('limit', 1)
    .transform((limit) => Math.min(limit, MAX_PAGE_LIMIT))
    .optional(),
);

function queryPrice(name: string) {
  return z.preprocess(
    numberFromText,
    z
      .number({ error: `${name} must be a number` })
      .min(0, `${name} must be 0 or more`)
      .optional(),
  );
}

export const artworkQuerySchema = z.object({
  featured: queryBoolean('featured'),
  limit: queryLimit,
  type: queryEnum('type', ARTWORK_TYPES),
  year: z.preprocess(
    (input) => numberFromText(filterText(input)),
    queryInteger('year', 0).optional(),
  ),
  sort: queryEnum('sort', ARTWORK_SORTS),
}) satisfies z.ZodType<ArtworkQuery, unknown>;

export const postQuerySchema = z.object({
  limit: queryLimit,
  published: queryBoolean('published'),
  category: queryText('category', 80),
  featured: queryBoolean('featured'),
  tag: queryText('tag', 50),
  sort: queryEnum('sort', POST_SORTS),
  q: queryText('q', 200),
}) satisfies z.ZodType<PostQuery, unknown>;

export const productQuerySchema = z.object({
  category: queryText('category', 100),
  minPrice: queryPrice('minPrice'),
  maxPrice: queryPrice('maxPrice'),
  sort: queryEnum('sort', PRODUCT_SORTS),
  published: queryBoolean('published'),
  featured: queryBoolean('featured'),
  sold: queryBoolean('sold'),
  limit: queryLimit,
  q: queryText('q', 200),
}) satisfies z.ZodType<ProductQuery, unknown>;

const queryPage = z.preprocess(numberFromText, queryInteger('page', 1).optional());

export const artworkPageQuerySchema = artworkQuerySchema.extend({
  page: queryPage,
}) satisfies z.ZodType<ArtworkPageQuery, unknown>;

export const postPageQuerySchema = postQuerySchema.extend({
  page: queryPage,
}) satisfies z.ZodType<PostPageQuery, unknown>;

export const productPageQuerySchema = productQuerySchema.extend({
  page: queryPage,
}) satisfies z.ZodType<ProductPageQuery, unknown>;

export const categoryQuerySchema = z.object({
  active: queryBoolean('active'),
}) satisfies z.ZodType<CategoryQuery, unknown>;

export const gameQuerySchema = z.object({
  category: queryEnum('category', GAME_CATEGORIES),
}) satisfies z.ZodType<GameQuery, unknown>;

export const rewardHistoryQuerySchema = z.object({
  page: z.preprocess(numberFromText, queryInteger('page', 1).default(1)),
  limit: z.preprocess(
    numberFromText,
    queryInteger('limit', 1)
      .default(DEFAULT_PAGE_LIMIT)
      .transform((limit) => Math.min(limit, MAX_PAGE_LIMIT)),
  ),
});
export type RewardHistoryQuery = z.infer<typeof rewardHistoryQuerySchema>;

/** The media library: GET /api/media?type&q&offset&limit (a page of 20 to 100, default 30). */
export const mediaQuerySchema = z.object({
  type: queryEnum('type', MEDIA_TYPES),
  q: queryText('q', 200),
  offset: z.preprocess(numberFromText, queryInteger('offset', 0).optional()),
  limit: z.preprocess(
    numberFromText,
    queryInteger('limit', MEDIA_HAS_MORE_AT)
      .max(MEDIA_MAX_PAGE_SIZE, `limit must be at most ${MEDIA_MAX_PAGE_SIZE}`)
      .optional(),
  ),
});
export type MediaQuery = z.infer<typeof mediaQuerySchema>;

/**
 * The admin order desk: GET /api/orders?status&refundDue&q&cursor&limit (and export.csv).
 * `refundDue=true` keeps the cancelled orders that still owe the buyer money back.
 */
export const orderQuerySchema = z.object({
  status: queryEnum('status', ORDER_STATUSES),
  refundDue: queryBoolean('refundDue'),
  q: queryText('q', 200),
  cursor: queryText('cursor', 200),
  limit: queryLimit,
});

/** The order page's lookup: GET /api/orders/lookup/:orderNumber?key=. */
export const orderLookupQuerySchema = z.object({
  key: queryText('key', 200),
});
export type OrderQuery = z.infer<typeof orderQuerySchema>;

/** The admin Emails tab: GET /api/emails?cursor&limit&orderId, newest first. */
export const emailQuerySchema = z.object({
  cursor: queryText('cursor', 200),
  limit: queryLimit,
  orderId: queryText('orderId', 100),
});
export type EmailQuery = z.infer<typeof emailQuerySchema>;

/** The dashboard's order history: GET /api/user/orders?cursor&limit, newest first. */
export const myOrdersQuerySchema = z.object({
  cursor: queryText('cursor', 200),
  limit: queryLimit,
});
export type MyOrdersQuery = z.infer<typeof myOrdersQuerySchema>;

/** The admin Users tab: GET /api/users?q&cursor&limit, newest first, a page at a time. */
export const userListQuerySchema = z.object({
  q: optionalText('Search', 200),
  cursor: queryText('cursor', 200),
  limit: queryLimit,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/**
 * The admin's product, artwork and post lists: GET /api/staff/{shop,artworks,blog}?q&cursor&limit,
 * newest first, a page at a time; q searches the texts the cards show.
 */
export const staffListQuerySchema = z.object({
  q: optionalText('Search', 200),
  cursor: queryText('cursor', 200),
  limit: queryLimit,
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

/** A record id as the lists give them out: letters, digits, `-` and `_`. */
const RECORD_ID = '[A-Za-z0-9_-]{1,64}';

/**
 * The records a form has chosen, read by id: GET /api/staff/{shop,artworks,blog}/by-ids?ids=a,b
 * (at most 100 ids, separated by commas; one named twice is read once).
 */
export const staffIdsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids must be given once' })
    .max(STAFF_IDS_MAX * 65, `ids must name at most ${STAFF_IDS_MAX} records`)
    .regex(
      new RegExp(`^${RECORD_ID}(,${RECORD_ID})*$`),
      'ids must be record ids separated by commas',
    )
    .transform((text) => [...new Set(text.split(','))])
    .pipe(z.array(z.string()).max(STAFF_IDS_MAX, `ids must name at most ${STAFF_IDS_MAX} records`)),
});

/** The admin Enquiries tab: GET /api/enquiries?status&cursor&limit, newest first. */
export const enquiryQuerySchema = z.object({
  status: queryEnum('status', ENQUIRY_STATUSES),
  cursor: queryText('cursor', 200),
  limit: queryLimit,
});
export type EnquiryQuery = z.infer<typeof enquiryQuerySchema>;
