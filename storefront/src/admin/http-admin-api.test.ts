import { describe, expect, it } from 'vitest';
import { createHttpAdminApi } from './http-admin-api.ts';

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
