import { describe, expect, it } from 'vitest';
import { hashKey } from '@tanstack/react-query';
import { operationKey, queryKeyFor } from './query-keys.ts';
import { createQueryClient } from './query-client.ts';

describe('queryKeyFor', () => {
  it('names the operation first and its input second', () => {
    expect(queryKeyFor('listOrders', { status: 'paid' })).toEqual([
      'listOrders',
      { status: 'paid' },
    ]);
    expect(queryKeyFor('listArtworks')).toEqual(['listArtworks', {}]);
  });

  it('gives one key to inputs that differ only in keys left undefined or in key order', () => {
    const sparse = queryKeyFor('listOrders', { status: 'paid', q: undefined });
    expect(hashKey(sparse)).toBe(hashKey(queryKeyFor('listOrders', { status: 'paid' })));
    expect(hashKey(queryKeyFor('listOrders', { q: 'bun', status: 'paid' }))).toBe(
      hashKey(queryKeyFor('listOrders', { status: 'paid', q: 'bun' })),
    );
    expect(hashKey(queryKeyFor('listOrders', { status: 'shipped' }))).not.toBe(hashKey(sparse));
  });

  it('invalidates every input of one operation and leaves the other operations alone', async () => {
    const client = createQueryClient();
    client.setQueryData(queryKeyFor('listOrders', { status: 'paid' }), 1);
    client.setQueryData(queryKeyFor('listOrders', { status: 'shipped' }), 2);
    client.setQueryData(queryKeyFor('listArtworks'), 3);
    await client.invalidateQueries({ queryKey: operationKey('listOrders') });
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(queryKeyFor('listOrders', { status: 'paid' }))).toBe(true);
    expect(stale(queryKeyFor('listOrders', { status: 'shipped' }))).toBe(true);
    expect(stale(queryKeyFor('listArtworks'))).toBe(false);
  });
});
