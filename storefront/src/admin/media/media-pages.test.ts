import { describe, expect, it, vi } from 'vitest';
import { InfiniteQueryObserver, QueryObserver } from '@tanstack/react-query';
import {
  dedupeByPath,
  hasMore,
  MEDIA_MAX_PAGE_SIZE,
  type AdminApi,
  type MediaItem,
  type MediaQuery,
} from '@kawaii/shared';
import { createQueryClient } from '../../query/query-client.ts';
import {
  changeItems,
  imageAltsQuery,
  mediaPagesQuery,
  shownItems,
  type MediaPages,
} from './media-pages.ts';
import { mediaLoadOf } from './use-media-items.ts';
import { PATIENCE } from '../../test/patience.ts';

const item = (n: number, type: MediaItem['type'] = 'artwork'): MediaItem => ({
  id: `m${n}`,
  path: `/uploads/m${n}.webp`,
  title: `Picture ${n}`,
  type,
  sourceId: `r${n}`,
  date: '2026-11-01T00:00:00.000Z',
  alt: `Alt ${n}`,
});

/**
 * The library as the server keeps it: newest first, paged by offset and limit with the shared
 * has-more rule, filtered by type and searched by title. Calls are recorded; `failNext` makes the
 * next call fail as an unreachable server does.
 */
function mediaServer(items: MediaItem[]) {
  const calls: MediaQuery[] = [];
  let failNext = 0;
  const listMedia = async (query: MediaQuery = {}) => {
    calls.push(query);
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('The shop could not be reached.');
    }
    const all = dedupeByPath(items).filter(
      (listed) =>
        (!query.type || listed.type === query.type) &&
        (!query.q || listed.title.toLowerCase().includes(query.q.toLowerCase())),
    );
    const offset = query.offset ?? 0;
    const page = all.slice(offset, offset + (query.limit ?? 30));
    return { items: page, hasMore: hasMore(page.length, all.length - offset - page.length) };
  };
  const api = { listMedia } as unknown as AdminApi;
  return {
    api,
    calls,
    items,
    failOnce: () => void (failNext += 1),
    remove: (path: string) =>
      items.splice(
        items.findIndex((listed) => listed.path === path),
        1,
      ),
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => item(from + index));
const numbers = (items: readonly MediaItem[]) => items.map((listed) => Number(listed.id.slice(1)));

function watch(server: ReturnType<typeof mediaServer>, filter = 'all' as const, search = '') {
  const client = createQueryClient();
  const options = mediaPagesQuery(server.api, filter, search);
  const observer = new InfiniteQueryObserver(client, options);
  const stop = observer.subscribe(() => undefined);
  const settled = () =>
    vi.waitFor(() => {
      const result = observer.getCurrentResult();
      if (result.isPending || result.isFetching) throw new Error('still reading');
    }, PATIENCE);
  return {
    client,
    observer,
    stop,
    settled,
    shown: () => numbers(shownItems(observer.getCurrentResult().data?.pages ?? [])),
    load: () => mediaLoadOf(observer.getCurrentResult()),
    remove: (path: string) => {
      server.remove(path);
      client.setQueryData<MediaPages>(options.queryKey, (data) =>
        changeItems(data, (items) => items.filter((listed) => listed.path !== path)),
      );
    },
  };
}

describe('the media library pages', () => {
  it('loads a page at a time until the last one, each asked from the number shown', async () => {
    const server = mediaServer(range(1, 70));
    const library = watch(server);
    expect(library.load()).toEqual({ status: 'loading' });
    await library.settled();
    expect(library.shown()).toEqual(numbers(range(1, 30)));
    expect(library.load()).toMatchObject({ status: 'loaded', hasMore: true, more: 'idle' });

    await library.observer.fetchNextPage();
    await library.observer.fetchNextPage();
    expect(library.shown()).toEqual(numbers(range(1, 70)));
    expect(library.load()).toMatchObject({ status: 'loaded', hasMore: false, more: 'idle' });
    expect(server.calls.map((call) => call.offset)).toEqual([0, 30, 60]);
    expect(server.calls.every((call) => call.limit === 30)).toBe(true);
    library.stop();
  });

  it('asks for the next page from the items left on screen after a delete, skipping none', async () => {
    const server = mediaServer(range(1, 60));
    const library = watch(server);
    await library.settled();
    library.remove('/uploads/m5.webp');
    library.remove('/uploads/m12.webp');
    expect(library.shown()).toHaveLength(28);

    await library.observer.fetchNextPage();
    expect(server.calls.at(-1)?.offset).toBe(28);
    expect(library.shown()).toEqual(numbers(range(1, 60)).filter((n) => n !== 5 && n !== 12));
    library.stop();
  });

  it('shows an item once when an upload moved the list down meanwhile', async () => {
    const server = mediaServer(range(1, 50));
    const library = watch(server);
    await library.settled();
    server.items.unshift(item(99));

    await library.observer.fetchNextPage();
    // Picture 30 comes back on the second page; it stays in its first place only.
    expect(library.shown()).toEqual(numbers(range(1, 50)));
    library.stop();
  });

  it('reads every loaded page again with offsets counted from the fresh pages', async () => {
    const server = mediaServer(range(1, 60));
    const library = watch(server);
    await library.settled();
    await library.observer.fetchNextPage();
    server.remove('/uploads/m3.webp');

    await library.observer.refetch();
    // The fresh first page ends one item further down (picture 31), so the second starts at 30.
    expect(server.calls.map((call) => call.offset)).toEqual([0, 30, 0, 30]);
    expect(library.shown()).toEqual(numbers(range(1, 60)).filter((n) => n !== 3));
    library.stop();
  });

  it('keeps each filter and search apart and sends them to the server', async () => {
    const server = mediaServer([item(1), item(2, 'product'), item(3, 'product'), item(4)]);
    server.items[2] = { ...item(3, 'product'), title: 'Bunny plush' };
    const client = createQueryClient();
    const products = mediaPagesQuery(server.api, 'product', '  ');
    const bunnies = mediaPagesQuery(server.api, 'product', ' bunny ');
    expect(products.queryKey).toEqual(['listMedia', { type: 'product', limit: 30 }]);
    expect(bunnies.queryKey).toEqual(['listMedia', { type: 'product', q: 'bunny', limit: 30 }]);

    const productPages = await client.fetchInfiniteQuery(products);
    const bunnyPages = await client.fetchInfiniteQuery(bunnies);
    expect(numbers(shownItems(productPages.pages))).toEqual([2, 3]);
    expect(numbers(shownItems(bunnyPages.pages))).toEqual([3]);
    expect(server.calls).toEqual([
      { type: 'product', limit: 30, offset: 0 },
      { type: 'product', q: 'bunny', limit: 30, offset: 0 },
    ]);
  });

  it('shows a failure of the first page, and the items once a retry answers', async () => {
    const server = mediaServer(range(1, 10));
    server.failOnce();
    const library = watch(server);
    await library.settled();
    expect(library.load()).toEqual({
      status: 'error',
      message: 'The shop could not be reached.',
    });

    await library.observer.refetch();
    expect(library.load()).toMatchObject({ status: 'loaded', hasMore: false });
    expect(library.shown()).toEqual(numbers(range(1, 10)));
    library.stop();
  });

  it('keeps the items shown when a further page fails, and asks the same page again', async () => {
    const server = mediaServer(range(1, 45));
    const library = watch(server);
    await library.settled();
    server.failOnce();
    await library.observer.fetchNextPage();
    expect(library.load()).toMatchObject({
      status: 'loaded',
      hasMore: true,
      more: { error: 'The shop could not be reached.' },
    });
    expect(library.shown()).toHaveLength(30);

    await library.observer.fetchNextPage();
    expect(server.calls.slice(-2).map((call) => call.offset)).toEqual([30, 30]);
    expect(library.load()).toMatchObject({ status: 'loaded', hasMore: false, more: 'idle' });
    expect(library.shown()).toEqual(numbers(range(1, 45)));
    library.stop();
  });

  it('changes an alt text in every loaded page in place', () => {
    const pages: MediaPages = {
      pages: [
        { items: [item(1), item(2)], hasMore: true },
        { items: [item(3)], hasMore: false },
      ],
      pageParams: [0, 2],
    };
    const changed = changeItems(pages, (items) =>
      items.map((listed) => (listed.id === 'm3' ? { ...listed, alt: 'A sleepy bunny' } : listed)),
    );
    expect(changed?.pages[1]?.items[0]?.alt).toBe('A sleepy bunny');
    expect(changed?.pages[0]?.items).toEqual(pages.pages[0]?.items);
    expect(changed?.pageParams).toEqual([0, 2]);
    expect(changeItems(undefined, (items) => items)).toBeUndefined();
  });
});

describe('the forms alt texts', () => {
  it('reads every page of the library at the largest page size, keyed apart from the library', async () => {
    const server = mediaServer(range(1, 150));
    const client = createQueryClient();
    const options = imageAltsQuery(server.api);
    expect(options.queryKey).toEqual(['listMedia', { limit: MEDIA_MAX_PAGE_SIZE }]);
    const observer = new QueryObserver(client, options);
    const alts = await observer.refetch();
    expect(Object.keys(alts.data ?? {})).toHaveLength(150);
    expect(alts.data?.['/uploads/m150.webp']).toBe('Alt 150');
    expect(server.calls.map((call) => call.offset)).toEqual([0, 100]);
  });
});
