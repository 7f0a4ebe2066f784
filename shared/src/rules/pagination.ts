// Paged lists such as the reward history: page 1 and 10 a page by default, at most 100 a page.

import type { Pagination } from '../domain/commerce.ts';

export const DEFAULT_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 100;

/** Normalizes a requested page: limit 1-100 (default 10), page at least 1, pages at least 1. */
export function pagination(total: number, page: number, limit: number): Pagination {
  const safeLimit = Number.isFinite(limit)
    ? Math.min(MAX_PAGE_LIMIT, Math.max(1, Math.floor(limit)))
    : DEFAULT_PAGE_LIMIT;
  const safePage = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  return {
    page: safePage,
    limit: safeLimit,
    total,
    pages: Math.max(1, Math.ceil(total / safeLimit)),
  };
}

/** How many rows to skip for a page (SQL OFFSET). */
export function pageOffset({ page, limit }: Pagination): number {
  return (page - 1) * limit;
}
