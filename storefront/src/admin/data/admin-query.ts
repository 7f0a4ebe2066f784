// The admin screens' reads, cached per operation: each read of the AdminApi that is an operation of
// the contract under the same name is keyed by that name and its input, so a save invalidates the
// lists it changed, and the studio invalidates every list once a sync brought new records. A read of
// one record (an order, an email) takes its id, keyed as { id }.

import { queryOptions } from '@tanstack/react-query';
import type { AdminApi, OperationName } from '@kawaii/shared';
import { queryKeyFor } from '../../query/query-keys.ts';

/** The reads whose AdminApi method and contract operation share a name. */
export type AdminReadName = Extract<
  | 'listPosts'
  | 'listArtworks'
  | 'listProducts'
  | 'listStaffPosts'
  | 'listPostCategories'
  | 'listStaffArtworks'
  | 'listStaffProducts'
  | 'listCategories'
  | 'listGames'
  | 'listPromotions'
  | 'listSales'
  | 'listOrderPayments'
  | 'getSettings'
  | 'getBackupStatus'
  | 'listMedia'
  | 'listUnusedMedia'
  | 'listOrders'
  | 'getOrder'
  | 'reservedStock'
  | 'listEmails'
  | 'getEmail'
  | 'listEnquiries'
  | 'listUsers'
  | 'listActivity'
  | 'listSubscribers'
  | 'listCampaigns'
  | 'getStats',
  keyof AdminApi & OperationName
>;

export type AdminAnswer<Name extends AdminReadName> = Awaited<ReturnType<AdminApi[Name]>>;
/** The read's query (a filter, a search) or the record's id, for the reads that take one. */
export type AdminInput<Name extends AdminReadName> = Parameters<AdminApi[Name]>[0];

/** The cache entry of one admin read: its key and how the AdminApi answers it. */
export function adminQuery<Name extends AdminReadName>(
  api: AdminApi,
  operation: Name,
  input?: AdminInput<Name>,
) {
  // Every read takes at most its query or id, so calling one with that (or nothing) is right.
  const read = api[operation] as (query?: AdminInput<Name>) => Promise<AdminAnswer<Name>>;
  return queryOptions({
    queryKey: queryKeyFor(operation, typeof input === 'string' ? { id: input } : (input ?? {})),
    queryFn: () => read.call(api, input),
  });
}
