// Everything the studio's main process uses, wired over one data folder: the local store, the
// session, the sync engine, the media library, the upload cache, and the AdminApi the admin
// screens talk to. No Electron here: the main process injects what only it has (safe storage).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AdminApi } from '@kawaii/shared';
import type { SetAsideCopy, SignInRequest, StudioSession } from '../bridge/studio-operations.ts';
import { createCommissionSteps } from './commission-steps.ts';
import { createConflicts } from './conflicts.ts';
import { openStudioDatabase } from './database.ts';
import { createLocalAdminApi } from './local-admin-api.ts';
import { createLocalChanges } from './local-changes.ts';
import { createMediaLibrary, type MediaLibrary } from './media-library.ts';
import { createMetaStore } from './meta-store.ts';
import { createOutboxStore, type OutboxStore } from './outbox-store.ts';
import { createOwnVersions } from './own-versions.ts';
import { createSetAsideStore } from './set-aside.ts';
import { createSetAsideActions } from './set-aside-actions.ts';
import { createListPuller } from './pull-lists.ts';
import { createOutboxPusher } from './push-outbox.ts';
import { createRecordStore } from './record-store.ts';
import { createSession, type SecretCipher } from './session.ts';
import { createShopClient, type Fetch } from './shop-client.ts';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from './sync-engine.ts';
import { createUploadCache, type UploadCache } from './upload-cache.ts';

export interface StudioServiceOptions extends SyncEngineOptions {
  /** The pause before sending again a change the shop failed on (5xx), by tries so far. */
  entryRetryDelayMs?: (attempts: number) => number;
  /** The app's data folder: the database, previews, imported images and the upload cache. */
  dataDir: string;
  cipher: SecretCipher;
  fetch?: Fetch;
  /** The shop address this build was made for, offered at sign-in. */
  builtInShopUrl?: string | null;
}

export interface StudioServices {
  /** The studio's AdminApi has every method, its own queue of commission steps included. */
  adminApi: Required<AdminApi>;
  sync: SyncEngine;
  media: MediaLibrary;
  uploadCache: UploadCache;
  setAside: {
    list(): SetAsideCopy[];
    restore(copyId: string): SetAsideCopy[];
    discard(copyId: string): SetAsideCopy[];
  };
  session(): StudioSession;
  /** Signs in, then syncs at once (what was queued while signed out goes up). */
  signIn(request: SignInRequest): Promise<StudioSession>;
  signOut(): StudioSession;
  /**
   * Stops the sync, ends every request on its way (what it carried stays queued for the next
   * start) and closes the database; a run still busy after `graceMs` is not waited for.
   */
  close(graceMs?: number): Promise<void>;
}

/** How long closing waits for a sync run to wind down once its requests were ended. */
export const CLOSE_GRACE_MS = 2000;

export function createStudioServices(options: StudioServiceOptions): StudioServices {
  mkdirSync(options.dataDir, { recursive: true });
  const db = openStudioDatabase(join(options.dataDir, 'studio.db'));
  const records = createRecordStore(db);
  const outbox = createOutboxStore(db);
  const meta = createMetaStore(db);
  const ownVersions = createOwnVersions(db);
  const setAside = createSetAsideStore(db);
  const media = createMediaLibrary(db, {
    previewsDir: join(options.dataDir, 'previews'),
    importsDir: join(options.dataDir, 'imported-images'),
  });
  const forgetShop = db.transaction(() => {
    records.clearServerCopies();
    meta.clearIdMap();
    meta.remove('lastSyncAt');
    media.forgetUploads();
  });
  // The work waiting for the shop: the outbox and the commission steps written offline. Both
  // keep the sync's count of pending changes, and switching shops waits for both.
  const pendingWork: OutboxStore = {
    ...outbox,
    count: () => outbox.count() + commissionSteps.count(),
  };
  const session = createSession(
    { meta, outbox: pendingWork, forgetShop },
    options.cipher,
    options.builtInShopUrl ?? null,
  );
  const client = createShopClient(session.connection, options.fetch);
  const commissionSteps = createCommissionSteps({ records, media, client });
  const conflicts = createConflicts({ db, records, outbox, media, setAside });
  const pushOutbox = createOutboxPusher({
    db,
    records,
    outbox,
    meta,
    media,
    client,
    ownVersions,
    entryRetryDelayMs: options.entryRetryDelayMs,
  });
  const sync = createSyncEngine(
    {
      outbox: pendingWork,
      meta,
      session,
      conflicts,
      // The content first (its uploads too), then the commission steps.
      async push() {
        const outcome = await pushOutbox();
        if (outcome.kind !== 'done') return outcome;
        const steps = await commissionSteps.push();
        return steps.kind === 'done' ? outcome : steps;
      },
      pull: createListPuller(db, records, client),
    },
    options,
  );
  const changes = createLocalChanges({
    db,
    records,
    outbox,
    meta,
    images: media.lookup,
    ownVersions,
    context: () => ({ user: session.current().user }),
  });

  return {
    adminApi: createLocalAdminApi({
      records,
      changes,
      outbox,
      meta,
      media,
      client,
      sync,
      commissionSteps,
    }),
    sync,
    media,
    uploadCache: createUploadCache(join(options.dataDir, 'upload-cache'), client),
    setAside: createSetAsideActions({ store: setAside, records, meta, changes, sync }),
    session: session.current,
    async signIn(request) {
      const signedIn = await session.signIn(request, client);
      await sync.syncNow();
      return signedIn;
    },
    signOut: session.signOut,
    async close(graceMs = CLOSE_GRACE_MS) {
      sync.stop();
      client.abortAll();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([sync.idle(), grace]);
      clearTimeout(timer);
      db.close();
    },
  };
}
