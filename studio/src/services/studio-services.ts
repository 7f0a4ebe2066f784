// Everything the studio's main process uses, wired over one data folder: the local store, the
// session, the sync engine, the media library, the upload cache, and the AdminApi the admin
// screens talk to. No Electron here: the main process injects what only it has (safe storage).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AdminApi } from '@kawaii/shared';
import type { SetAsideCopy, SignInRequest, StudioSession } from '../bridge/studio-operations.ts';
import { createConflicts } from './conflicts.ts';
import { openStudioDatabase } from './database.ts';
import { createLocalAdminApi } from './local-admin-api.ts';
import { createLocalChanges } from './local-changes.ts';
import { createMediaLibrary, type MediaLibrary } from './media-library.ts';
import { createMetaStore } from './meta-store.ts';
import { createOutboxStore } from './outbox-store.ts';
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
  adminApi: AdminApi;
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
  const session = createSession(
    { meta, outbox, forgetShop },
    options.cipher,
    options.builtInShopUrl ?? null,
  );
  const client = createShopClient(session.connection, options.fetch);
  const conflicts = createConflicts({ db, records, outbox, media, setAside });
  const sync = createSyncEngine(
    {
      outbox,
      meta,
      session,
      conflicts,
      push: createOutboxPusher({
        db,
        records,
        outbox,
        meta,
        media,
        client,
        ownVersions,
        entryRetryDelayMs: options.entryRetryDelayMs,
      }),
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
    adminApi: createLocalAdminApi({ records, changes, media, client, sync }),
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
