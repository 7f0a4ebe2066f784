import { ADMIN_API_CALLS, operations, type AdminApi, type Product } from '@kawaii/shared';
import { describe, expect, it } from 'vitest';
import { createHttpAdminApi } from './http-admin-api.ts';

interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

function recordingApi() {
  const sent: SentRequest[] = [];
  const api = createHttpAdminApi({
    getToken: () => 'token-1',
    fetch: async (input, init) => {
      sent.push({
        method: init?.method ?? 'GET',
        url: String(input),
        headers: init?.headers as Record<string, string>,
        body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
      });
      return Response.json({ _id: 'p1', version: 3 });
    },
  });
  return { api, sent };
}

const bunny: Product = {
  _id: 'p1',
  title: 'Bunny',
  description: 'Soft.',
  price: 24,
  discountPrice: null,
  category: { _id: 'c1', name: 'Plush' },
  stock: 5,
  dimensions: { width: null, height: null },
  featured: false,
  published: true,
  images: ['/uploads/a.webp'],
  rating: { stars: 0, count: 0 },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 2,
  kind: 'stocked',
  options: [],
  variants: [],
};

const form = {
  title: 'Bunny',
  description: 'Soft, with a bow.',
  price: '24',
  discountPrice: '',
  category: 'c1',
  stock: '5',
  width: '',
  height: '',
  featured: false,
  published: true,
  existingImages: ['/uploads/a.webp'],
} as never;

describe('the web admin’s saves', () => {
  it('send a create with its Idempotency-Key, so a retry after a lost answer is not a copy', async () => {
    const { api, sent } = recordingApi();
    await api.saveProduct(null, { ...(form as object), idempotencyKey: 'key-1' } as never);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/shop' });
    expect(sent[0]?.headers['Idempotency-Key']).toBe('key-1');
    expect(sent[0]?.body).not.toHaveProperty('idempotencyKey');
  });

  it('send an edit as a PATCH of only the fields changed from the record opened', async () => {
    const { api, sent } = recordingApi();
    await api.saveProduct('p1', { ...(form as object), version: 2, editedFrom: bunny } as never);
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/shop/p1',
      body: { version: 2, description: 'Soft, with a bow.' },
    });
  });

  it('send a stock change as a delta, so "Keep mine and overwrite" never undoes a sale', async () => {
    const { api, sent } = recordingApi();
    const restocked = { ...(form as object), stock: '8', version: 4, editedFrom: bunny };
    await api.saveProduct('p1', restocked as never);
    expect(sent[0]?.body).toEqual({ version: 4, description: 'Soft, with a bow.', stockDelta: 3 });
  });
});

describe('the web admin’s plain methods, derived from ADMIN_API_CALLS', () => {
  /** The declared path as a pattern: each :parameter one non-empty segment. */
  function pathPattern(path: string): RegExp {
    return new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?|$)`);
  }

  it.each(Object.entries(ADMIN_API_CALLS))(
    '%s sends its declared operation',
    async (method, call) => {
      const { api, sent } = recordingApi();
      const operation = operations[call.operation];
      // One distinct argument per required parameter; optional ones (queries) are left out.
      const args = Array.from({ length: call.input.length }, (_, index) => `arg-${index}`);
      await (api[method as keyof AdminApi] as (...args: unknown[]) => Promise<unknown>)(...args);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.method).toBe(operation.method.toUpperCase());
      expect(sent[0]?.url).toMatch(pathPattern(operation.path));
      if (operation.path.includes('/:')) {
        expect(sent[0]?.url).toContain(`/${args[0]}`);
      }
      expect(sent[0]?.headers['Authorization']).toBe('Bearer token-1');
    },
  );

  it('give back the part of the answer the screens use', async () => {
    const answer = { user: { _id: 'u1', role: 'admin' }, reserved: { p1: 2 } };
    const api = createHttpAdminApi({ fetch: async () => Response.json(answer) });
    await expect(api.promoteUser('u1')).resolves.toEqual(answer.user);
    await expect(api.reservedStock()).resolves.toEqual(answer.reserved);
    await expect(api.deletePost('p1')).resolves.toBeUndefined();
  });

  it('ask for CSV when the operation answers CSV, and give back its text', async () => {
    const accepted: string[] = [];
    const api = createHttpAdminApi({
      fetch: async (_input, init) => {
        accepted.push((init?.headers as Record<string, string>)['Accept'] ?? '');
        return new Response('number,total\nKW-1,24\n', { headers: { 'Content-Type': 'text/csv' } });
      },
    });
    await expect(api.exportOrdersCsv({ status: 'paid' })).resolves.toBe('number,total\nKW-1,24\n');
    expect(accepted).toEqual(['text/csv']);
  });
});

/** A server edge that answers every call with `status` and a message. */
function answering(status: number) {
  return async () =>
    new Response(JSON.stringify({ message: `Answered ${status}` }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
}

describe('the web admin API told of refusals', () => {
  it.each([401, 403] as const)(
    'reports a %i before the call fails with its message',
    async (status) => {
      const refused: number[] = [];
      const api = createHttpAdminApi({
        fetch: answering(status),
        getToken: () => 'token',
        onRefused: (code) => refused.push(code),
      });
      await expect(api.listOrders()).rejects.toMatchObject({
        status,
        message: `Answered ${status}`,
      });
      expect(refused).toEqual([status]);
    },
  );

  it('says nothing of other failures', async () => {
    const refused: number[] = [];
    const api = createHttpAdminApi({
      fetch: answering(404),
      getToken: () => 'token',
      onRefused: (code) => refused.push(code),
    });
    await expect(api.getOrder('missing')).rejects.toMatchObject({ status: 404 });
    expect(refused).toEqual([]);
  });
});
