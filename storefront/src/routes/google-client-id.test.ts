import { describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import type { Fetch } from '../api/client.ts';
import { createQueryClient } from '../query/query-client.ts';
import { googleClientIdQuery } from './google-client-id.ts';
import { PATIENCE } from '../test/patience.ts';

/** The auth configuration over HTTP; the first `failures` asks find the server down (a 503). */
function authServer(failures = 0) {
  const asked: string[] = [];
  const fetchImpl: Fetch = async (input) => {
    asked.push(String(input));
    if (asked.length <= failures) return Response.json({ message: 'Resting' }, { status: 503 });
    return Response.json({ googleClientId: 'client-1.apps.googleusercontent.com' });
  };
  return { fetchImpl, asked };
}

/** A Google button mounted, once the server was asked `asks` times in all: the id it shows. */
async function mountButton(
  client: ReturnType<typeof createQueryClient>,
  server: ReturnType<typeof authServer>,
  asks: number,
) {
  const observer = new QueryObserver(client, googleClientIdQuery(server.fetchImpl));
  const stop = observer.subscribe(() => undefined);
  await vi.waitFor(() => {
    const result = observer.getCurrentResult();
    if (server.asked.length < asks || result.isPending || result.isFetching) {
      throw new Error('still asking');
    }
  }, PATIENCE);
  const clientId = observer.getCurrentResult().data ?? null;
  stop();
  return clientId;
}

describe('the Google client id', () => {
  it('is asked once a visit, whichever button wants it', async () => {
    const server = authServer();
    const client = createQueryClient();
    expect(await mountButton(client, server, 1)).toBe('client-1.apps.googleusercontent.com');
    expect(await mountButton(client, server, 1)).toBe('client-1.apps.googleusercontent.com');
    expect(server.asked).toEqual(['/api/auth/config']);
  });

  it('shows no button after a failed ask, and asks again when a button is next wanted', async () => {
    const server = authServer(1);
    const client = createQueryClient();
    expect(await mountButton(client, server, 1)).toBeNull();
    expect(await mountButton(client, server, 2)).toBe('client-1.apps.googleusercontent.com');
    expect(server.asked).toHaveLength(2);
  });
});
