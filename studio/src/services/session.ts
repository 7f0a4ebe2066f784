// Signing in to the shop. The token is sealed by the OS's safe storage (Electron's safeStorage,
// injected by the main process as a SecretCipher) before it is written to disk; where the OS has
// none, it is kept in memory only and the artist signs in again after a restart.
import { AdminApiError, isStaffRole, type User } from '@kawaii/shared';
import type { SignInRequest, StudioSession } from '../bridge/studio-operations.ts';
import type { MetaStore } from './meta-store.ts';
import type { OutboxStore } from './outbox-store.ts';
import type { ShopClient, ShopConnection } from './shop-client.ts';

export interface SecretCipher {
  isAvailable(): boolean;
  seal(text: string): Buffer;
  open(sealed: Buffer): string;
}

export const NOT_STAFF_MESSAGE = 'Only admins can use the studio: sign in with an admin account.';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `https://shop.example/` and ` https://shop.example ` are the same shop. A shop on another
 * computer must use https: her password and token must never cross a network in clear text;
 * plain http is only for a shop running on this computer.
 */
export function normalizeServerUrl(input: string): string {
  const url = URL.parse(input.trim());
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    const message = 'Enter the shop address, starting with https://';
    throw new AdminApiError({ status: 400, message, errors: { serverUrl: message } });
  }
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
    const message = 'The shop address must start with https:// (http:// is only for this computer)';
    throw new AdminApiError({ status: 400, message, errors: { serverUrl: message } });
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

interface SessionStores {
  meta: MetaStore;
  outbox: OutboxStore;
  /** Forgets everything learned from the previous shop (its records, ids, upload paths). */
  forgetShop(): void;
}

export type Session = ReturnType<typeof createSession>;

export function createSession(
  stores: SessionStores,
  cipher: SecretCipher,
  builtInShopUrl: string | null = null,
) {
  const { meta } = stores;
  let memoryToken: string | null = null;
  // Counts sign-ins and sign-outs: work started under one sign-in (a sync run, a request on its
  // way) tells by it whether the sign-in it acted for is still the current one.
  let generation = 0;

  function storedUser(): User | null {
    const json = meta.get('user');
    return json === null ? null : (JSON.parse(json) as User);
  }

  function token(): string | null {
    if (memoryToken !== null) return memoryToken;
    const sealed = meta.get('sealedToken');
    if (sealed === null || !cipher.isAvailable()) return null;
    try {
      memoryToken = cipher.open(Buffer.from(sealed, 'base64'));
      return memoryToken;
    } catch {
      return null; // sealed on another machine or by another OS user: sign in again
    }
  }

  function current(): StudioSession {
    return {
      serverUrl: meta.get('serverUrl'),
      user: token() === null ? null : storedUser(),
      tokenPersisted: cipher.isAvailable(),
      builtInShopUrl,
    };
  }

  const isOtherShop = (serverUrl: string) => {
    const previous = meta.get('serverUrl');
    return previous !== null && previous !== serverUrl;
  };

  /** Data of one shop never mixes with another's: switching waits until nothing is pending. */
  function assertCanSwitchTo(serverUrl: string): void {
    if (!isOtherShop(serverUrl) || stores.outbox.count() === 0) return;
    throw new AdminApiError({
      status: 409,
      message: `Changes made for ${meta.get('serverUrl')} are still waiting to sync. Sync them (or settle their conflicts) before switching shops.`,
    });
  }

  function remember(serverUrl: string, user: User, newToken: string): void {
    assertCanSwitchTo(serverUrl);
    if (isOtherShop(serverUrl)) stores.forgetShop();
    meta.set('serverUrl', serverUrl);
    meta.set('user', JSON.stringify(user));
    meta.set('lastEmail', user.email);
    memoryToken = newToken;
    generation += 1;
    if (cipher.isAvailable()) meta.set('sealedToken', cipher.seal(newToken).toString('base64'));
    else meta.remove('sealedToken');
  }

  const connection: ShopConnection = { serverUrl: () => meta.get('serverUrl'), token };

  return {
    connection,
    current,

    /** Changes with every sign-in and sign-out. */
    generation: () => generation,

    async signIn(request: SignInRequest, client: ShopClient): Promise<StudioSession> {
      const serverUrl = normalizeServerUrl(request.serverUrl);
      assertCanSwitchTo(serverUrl);
      const answer = await client.signIn(serverUrl, request.email, request.password);
      if (!isStaffRole(answer.user.role)) {
        throw new AdminApiError({ status: 403, message: NOT_STAFF_MESSAGE });
      }
      remember(serverUrl, answer.user, answer.token);
      return current();
    },

    /**
     * The studio's data stays: pending changes sync after the next sign-in. They are the shop's
     * work on this computer, not one person's, so they stay listed for whoever signs in next to
     * the same shop (a helper sees the artist's unsynced drafts instead of writing them again),
     * keep the author they were written by, and go up under the account signed in when they sync.
     */
    signOut(): StudioSession {
      memoryToken = null;
      generation += 1;
      meta.remove('sealedToken');
      meta.remove('user');
      return current();
    },
  };
}
