import { describe, expect, it } from 'vitest';
import { CancelledError, QueryObserver } from '@tanstack/react-query';
import { createSessionCaches } from './session-cache.ts';
import { queryKeyFor } from './query-keys.ts';

/** A request on its way: `answer` delivers what the server said. */
function pending<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

const ORDERS = queryKeyFor('listOrders', { status: 'paid' });

describe('the cache of one signed-in identity', () => {
  it('is the same cache while the identity stays, and a new empty one when it changes', () => {
    const caches = createSessionCaches();
    const owner = caches.cacheFor('owner');
    owner.setQueryData(ORDERS, ['KA-1 for the owner']);
    expect(caches.cacheFor('owner')).toBe(owner);

    const editor = caches.cacheFor('editor');
    expect(editor).not.toBe(owner);
    expect(editor.getQueryData(ORDERS)).toBeUndefined();
    // Nothing of the owner's stays anywhere, not even in the cache let go.
    expect(owner.getQueryCache().getAll()).toEqual([]);
  });

  it('starts empty again after a sign-out, even for the same account signing back in', () => {
    const caches = createSessionCaches();
    caches.cacheFor('owner').setQueryData(ORDERS, ['KA-1']);
    expect(caches.cacheFor(null).getQueryData(ORDERS)).toBeUndefined();
    expect(caches.cacheFor('owner').getQueryData(ORDERS)).toBeUndefined();
  });

  it('never lets an answer of the previous identity, still on its way, into the new cache', async () => {
    const caches = createSessionCaches();
    const owner = caches.cacheFor('owner');
    const request = pending<string[]>();
    const ownersRead = owner.fetchQuery({ queryKey: ORDERS, queryFn: () => request.promise });

    const editor = caches.cacheFor('editor');
    // What the editor's Orders screen shows while its own read is on its way.
    const screen = new QueryObserver(editor, {
      queryKey: ORDERS,
      queryFn: () => new Promise(() => {}),
    });
    const stop = screen.subscribe(() => undefined);
    request.answer(['KA-1 read with the owner’s token']);

    await expect(ownersRead).rejects.toBeInstanceOf(CancelledError);
    expect(screen.getCurrentResult().data).toBeUndefined();
    expect(editor.getQueryData(ORDERS)).toBeUndefined();
    stop();
  });

  it('keeps a late success handler of the previous identity away from the new cache', async () => {
    const caches = createSessionCaches();
    const owner = caches.cacheFor('owner');
    const saving = pending<string>();
    // A screen's mutation holds the cache it was made under, as useMutation does.
    const saved = owner
      .getMutationCache()
      .build(owner, {
        mutationFn: () => saving.promise,
        onSuccess: (answer: string) => owner.setQueryData(ORDERS, [answer]),
      })
      .execute(undefined);

    const editor = caches.cacheFor('editor');
    saving.answer('KA-1 marked shipped by the owner');
    await saved;
    expect(editor.getQueryData(ORDERS)).toBeUndefined();
    expect(editor.getMutationCache().getAll()).toEqual([]);
  });
});
