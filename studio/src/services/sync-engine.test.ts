// The sync engine's decisions, with stand-ins for the push and the pull: one run at a time,
// growing pauses while the shop is unreachable, and a clear state when the sign-in expired.
import { describe, expect, it, vi } from 'vitest';
import type { Conflicts } from './conflicts.ts';
import type { MetaStore } from './meta-store.ts';
import type { OutboxStore } from './outbox-store.ts';
import type { PushOutcome } from './push-outbox.ts';
import type { Session } from './session.ts';
import { createSyncEngine } from './sync-engine.ts';

function engineWith(push: () => Promise<PushOutcome>, retryDelayMs = vi.fn(() => 60_000)) {
  const meta = new Map<string, string>();
  let user: object | null = { email: 'artist@kawaii-atelier.example' };
  let generation = 0;
  const session = {
    current: () => ({ serverUrl: 'http://shop.test', user, tokenPersisted: true }),
    generation: () => generation,
    signOut: vi.fn(() => {
      user = null;
      generation += 1;
    }),
  } as unknown as Session;
  const pull = vi.fn(async () => {});
  const engine = createSyncEngine(
    {
      outbox: { count: () => 0 } as unknown as OutboxStore,
      meta: {
        get: (key: string) => meta.get(key) ?? null,
        set: (key: string, value: string) => meta.set(key, value),
      } as unknown as MetaStore,
      session,
      conflicts: { list: () => [], recordStates: () => ({}) } as unknown as Conflicts,
      push,
      pull,
    },
    { retryDelayMs },
  );
  return { engine, pull, session, retryDelayMs };
}

const done = async (): Promise<PushOutcome> => ({ kind: 'done' });

describe('the sync engine', () => {
  it('never runs two syncs at once, and runs one asked for meanwhile right after', async () => {
    let running = 0;
    let most = 0;
    const push = vi.fn(async (): Promise<PushOutcome> => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running -= 1;
      return { kind: 'done' };
    });
    const { engine } = engineWith(push);
    await Promise.all([engine.syncNow(), engine.syncNow(), engine.syncNow()]);
    expect(most).toBe(1);
    // The second and third requests came while the first ran: they share one more run.
    expect(push).toHaveBeenCalledTimes(2);
  });

  it('goes offline and waits longer after each failure in a row', async () => {
    const { engine, retryDelayMs, pull } = engineWith(async () => ({
      kind: 'unreachable',
      message: 'The shop could not be reached',
    }));
    const first = await engine.syncNow();
    expect(first).toMatchObject({ online: false, lastSyncAt: null });
    expect(first.lastError).toBe(
      'The shop could not be reached. Your changes are kept and will sync when the shop is reachable.',
    );
    expect(Date.parse(first.nextRetryAt!)).toBeGreaterThan(Date.now());
    await engine.syncNow();
    expect(retryDelayMs.mock.calls).toEqual([[1], [2]]);
    expect(pull).not.toHaveBeenCalled();
    engine.stop();
  });

  it('pulls after a complete push, and tells the screens their data changed', async () => {
    const { engine, pull } = engineWith(done);
    const before = engine.status().dataRevision;
    const status = await engine.syncNow();
    expect(pull).toHaveBeenCalledOnce();
    expect(status).toMatchObject({ online: true, lastError: null, nextRetryAt: null });
    expect(status.lastSyncAt).not.toBeNull();
    expect(status.dataRevision).toBeGreaterThan(before);
  });

  it('signs out when the shop no longer takes the token, keeping the changes', async () => {
    const { engine, session } = engineWith(async () => ({ kind: 'signed-out' }));
    const status = await engine.syncNow();
    expect(session.signOut).toHaveBeenCalledOnce();
    expect(status.signedIn).toBe(false);
    expect(status.lastError).toContain('Sign in again to sync; your changes are kept');
  });

  it('tries at once when an online request finds the shop reachable again', async () => {
    let reachable = false;
    const push = vi.fn(async (): Promise<PushOutcome> =>
      reachable ? { kind: 'done' } : { kind: 'unreachable', message: 'Down' },
    );
    const { engine } = engineWith(push);
    await engine.syncNow();
    reachable = true;
    engine.noteReachable(true);
    await engine.idle();
    expect(push).toHaveBeenCalledTimes(2);
    expect(engine.status()).toMatchObject({ online: true, nextRetryAt: null });
  });
});
