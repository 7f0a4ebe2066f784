import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { orNull } from './failure.ts';
import { ApiError, UNREACHABLE_STATUS, decodeFailure } from './failure.ts';
import { fillPath, withQuery } from './request.ts';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each request and answers with `status` and `body`. */
function recordingFetch(status = 200, body: unknown = {}) {
  const sent: Sent[] = [];
  const fetchImpl = async (url: string | URL | Request, init: RequestInit = {}) => {
    sent.push({
      url: String(url),
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body,
    });
    const text = body === undefined ? '' : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status });
  };
  return { sent, fetch: fetchImpl as typeof fetch };
}

describe('createApiClient', () => {
  it('sends the declared method and path, with the parameters encoded', async () => {
    const { sent, fetch } = recordingFetch(200, { _id: 'p 1' });
    const api = createApiClient({ fetch, baseUrl: 'https://shop.example' });
    expect(await api.getProduct({ params: { id: 'p 1/2' } })).toEqual({ _id: 'p 1' });
    expect(sent[0]).toMatchObject({
      url: 'https://shop.example/api/shop/p%201%2F2',
      method: 'GET',
    });
  });

  it('sends the query, leaving out what is not set and repeating a list', async () => {
    const { sent, fetch } = recordingFetch(200, {});
    const api = createApiClient({ fetch });
    await api.listProducts({ query: { category: 'stickers', q: undefined, limit: 2 } });
    await api.getImageAlts({ query: { path: ['/uploads/a.webp', '/uploads/b.webp'] } });
    expect(sent.map(({ url }) => url)).toEqual([
      '/api/shop?category=stickers&limit=2',
      '/api/media/alt?path=%2Fuploads%2Fa.webp&path=%2Fuploads%2Fb.webp',
    ]);
  });

  it('sends a JSON body with the bearer token and a create’s idempotency key', async () => {
    const { sent, fetch } = recordingFetch(201, { _id: 'c1' });
    const api = createApiClient({ fetch, token: () => 'secret' });
    await api.createCategory({ body: { name: 'Pins' } }, { idempotencyKey: 'k-1' });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers).toMatchObject({
      Authorization: 'Bearer secret',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k-1',
    });
    expect(JSON.parse(sent[0]?.body as string)).toEqual({ name: 'Pins' });
  });

  it('resolves a 204 to undefined', async () => {
    const { fetch } = recordingFetch(204, undefined);
    await expect(createApiClient({ fetch }).revokeSessions()).resolves.toBeUndefined();
  });

  it('rejects with the decoded error body, and tells of a refusal first', async () => {
    const refusals: number[] = [];
    const { fetch } = recordingFetch(409, {
      message: 'This item was changed by someone else',
      current: { version: 4 },
    });
    const api = createApiClient({ fetch, onRefused: (status) => refusals.push(status) });
    const failure = await api
      .patchGame({ params: { id: 'g1' }, body: { version: 3 } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      message: 'This item was changed by someone else',
      current: { version: 4 },
      isStaleSave: true,
    });
    expect(refusals).toEqual([]);

    const refused = createApiClient({
      fetch: recordingFetch(403, { message: 'No' }).fetch,
      onRefused: (status) => refusals.push(status),
    });
    await expect(refused.listUsers()).rejects.toMatchObject({ status: 403, message: 'No' });
    expect(refusals).toEqual([403]);
  });

  it('rejects with status 0 when the server cannot be reached', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    const failure = await createApiClient({ fetch })
      .getSettings()
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: UNREACHABLE_STATUS, isUnreachable: true });
  });

  it('words a failure without a message with the transport’s fallback, keeping the server’s own', async () => {
    const fallbackMessage = (status: number) =>
      status === 0 ? 'The shop could not be reached' : `The shop answered ${status}`;
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    const unreachable = await createApiClient({ fetch: offline, fallbackMessage })
      .getSettings()
      .catch((error: unknown) => error);
    expect(unreachable).toMatchObject({ status: 0, message: 'The shop could not be reached' });

    const bare = await createApiClient({
      fetch: recordingFetch(502, undefined).fetch,
      fallbackMessage,
    })
      .getSettings()
      .catch((error: unknown) => error);
    expect(bare).toMatchObject({ status: 502, message: 'The shop answered 502' });

    const worded = await createApiClient({
      fetch: recordingFetch(409, { message: 'Already paid', current: { version: 2 } }).fetch,
      fallbackMessage,
    })
      .getSettings()
      .catch((error: unknown) => error);
    expect(worded).toMatchObject({ status: 409, message: 'Already paid', current: { version: 2 } });
  });

  it('turns a 404 into null where the caller asks for it', async () => {
    const api = createApiClient({ fetch: recordingFetch(404, { message: 'Gone' }).fetch });
    expect(await orNull(api.getArtworkBySlug({ params: { slug: 'x' } }))).toBeNull();
    const failing = createApiClient({ fetch: recordingFetch(500, null).fetch });
    await expect(orNull(failing.getArtworkBySlug({ params: { slug: 'x' } }))).rejects.toThrow();
  });
});

describe('decodeFailure', () => {
  it('keeps the message, field errors and the other details of the body', () => {
    const failure = decodeFailure(400, {
      message: 'Some items are out of stock',
      errors: { 'items.0.quantity': 'Too many' },
      unavailableItems: [{ id: 'p1', requested: 3, inStock: 1 }],
    });
    expect(failure.message).toBe('Some items are out of stock');
    expect(failure.errors).toEqual({ 'items.0.quantity': 'Too many' });
    expect(failure.details).toEqual({
      unavailableItems: [{ id: 'p1', requested: 3, inStock: 1 }],
    });
  });

  it('reads a body that is not the error shape as a failure without a message', () => {
    expect(decodeFailure(502, null)).toMatchObject({ status: 502, message: '', errors: undefined });
    expect(decodeFailure(400, { message: 7, errors: { a: 1 } })).toMatchObject({
      message: '',
      errors: undefined,
    });
  });
});

describe('fillPath and withQuery', () => {
  it('refuses a path with a parameter left out', () => {
    expect(() => fillPath('/api/orders/:id', {})).toThrow('needs the parameter id');
  });

  it('leaves out null values and writes booleans as text', () => {
    expect(withQuery('/api/categories', { active: true, q: null })).toBe(
      '/api/categories?active=true',
    );
  });
});
