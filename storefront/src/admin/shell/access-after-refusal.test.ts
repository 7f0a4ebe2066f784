import { describe, expect, it } from 'vitest';
import type { Fetch } from '../../api/client.ts';
import { accessAfterRefusal } from './access-after-refusal.ts';

/** The server's answer to GET /api/auth/me, recording what was asked. */
function answering(response: () => Response) {
  const asked: { url: string; authorization: string | null }[] = [];
  const fetchImpl: Fetch = async (input, init) => {
    asked.push({
      url: String(input),
      authorization: new Headers(init?.headers).get('Authorization'),
    });
    return response();
  };
  return { fetchImpl, asked };
}

const userOf = (role: string) => Response.json({ user: { _id: 'u1', role } });

describe('the admin area after a refused call', () => {
  it('asks who the token speaks for now, through the signed-in user operation', async () => {
    const { fetchImpl, asked } = answering(() => userOf('admin'));
    await accessAfterRefusal(fetchImpl, 'tok-1');
    expect(asked).toEqual([{ url: '/api/auth/me', authorization: 'Bearer tok-1' }]);
  });

  it('stays open for an account that is still staff', async () => {
    expect(await accessAfterRefusal(answering(() => userOf('admin')).fetchImpl, 't')).toBeNull();
    expect(
      await accessAfterRefusal(answering(() => userOf('superadmin')).fetchImpl, 't'),
    ).toBeNull();
  });

  it('closes for a demoted account', async () => {
    expect(await accessAfterRefusal(answering(() => userOf('user')).fetchImpl, 't')).toBe(
      'not-staff',
    );
  });

  it('closes as signed out when the session has ended', async () => {
    const ended = answering(() => Response.json({ message: 'Session ended' }, { status: 401 }));
    expect(await accessAfterRefusal(ended.fetchImpl, 't')).toBe('signed-out');
  });

  it('stays open when the check itself fails or the server is unreachable', async () => {
    const failing = answering(() => Response.json({ message: 'Boom' }, { status: 500 }));
    expect(await accessAfterRefusal(failing.fetchImpl, 't')).toBeNull();
    const unreachable: Fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await accessAfterRefusal(unreachable, 't')).toBeNull();
  });
});
