import { beforeAll, describe, expect, it } from 'vitest';
import type { UserPage } from '@kawaii/shared';
import { buildUser, day } from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';
import { BAD_USER_CURSOR, USER_PAGE_SIZE } from './service.ts';

// A shop with many accounts: the Users tab reads them a page at a time, never all at once.
const suite = useStaffApp('superadmin', {
  staffFields: { name: 'Momo Sakura', createdAt: day(1) },
});
const CUSTOMERS = 120;

beforeAll(() => {
  // Two accounts share each moment, so the cursor's tie-break on the id is tested as well.
  for (let index = 0; index < CUSTOMERS; index += 1) {
    buildUser(suite.app.db, {
      name: `Buyer ${index}`,
      email: `buyer${index}@many.test`,
      createdAt: day(2 + Math.floor(index / 2)),
    });
  }
});

async function page(query: string): Promise<{ status: number; body: UserPage }> {
  const response = await suite.app.get(`/api/users${query}`, { headers: suite.staff });
  return { status: response.status, body: (await response.json()) as UserPage };
}

describe('GET /api/users, a page at a time', () => {
  it(`answers ${USER_PAGE_SIZE} accounts and a cursor; following it reads every account once`, async () => {
    const first = await page('');
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(USER_PAGE_SIZE);
    expect(first.body.nextCursor).not.toBeNull();

    const seen = [...first.body.users];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await page(`?cursor=${encodeURIComponent(cursor)}`);
      expect(next.status).toBe(200);
      seen.push(...next.body.users);
      cursor = next.body.nextCursor;
    }
    expect(seen).toHaveLength(CUSTOMERS + 1);
    expect(new Set(seen.map((user) => user._id)).size).toBe(CUSTOMERS + 1);
    // Newest first throughout.
    const since = seen.map((user) => user.memberSince);
    expect(since).toEqual([...since].sort().reverse());
    expect(seen.at(-1)!.name).toBe('Momo Sakura');
  });

  it('takes a limit (at most 100) and pages a search', async () => {
    expect((await page('?limit=5')).body.users).toHaveLength(5);
    expect((await page('?limit=500')).body.users).toHaveLength(100);
    const search = await page('?q=buyer1&limit=10');
    // Buyer 1, 10-19 and 100-119: 31 accounts.
    expect(search.body.users).toHaveLength(10);
    const rest = await page(
      `?q=buyer1&limit=50&cursor=${encodeURIComponent(search.body.nextCursor!)}`,
    );
    expect(rest.body.users).toHaveLength(21);
    expect(rest.body.nextCursor).toBeNull();
    expect(
      [...search.body.users, ...rest.body.users].every((user) => /^Buyer 1/.test(user.name)),
    ).toBe(true);
  });

  it('refuses a cursor it did not give out, and a limit that is not a number', async () => {
    const response = await suite.app.get('/api/users?cursor=yesterday', { headers: suite.staff });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(BAD_USER_CURSOR);
    expect((await suite.app.get('/api/users?limit=lots', { headers: suite.staff })).status).toBe(
      400,
    );
  });
});
