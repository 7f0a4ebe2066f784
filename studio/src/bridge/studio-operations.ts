// The one operation map between the renderer and the main process. Both sides import it
// type-only: the preload forwards `invoke(operation, ...args)` over IPC, the main process answers
// each operation from its handler table (src/main/ipc-operations.ts), and the renderer builds its
// AdminApi on top. Nothing here runs; the channel names live in ipc-channels.ts.

import type { AdminApi, AdminApiFailure, MediaUse, UploadedImage, User } from '@kawaii/shared';
import type { UpdateStatus } from './update-status.ts';

export type { UpdateState, UpdateStatus } from './update-status.ts';

/** The content the studio keeps offline: the last pulled copy, local drafts and the outbox. */
export type ContentCollection =
  'posts' | 'artworks' | 'products' | 'categories' | 'games' | 'promotions' | 'sales' | 'campaigns';

/** Who is signed in, and to which shop. */
export interface StudioSession {
  serverUrl: string | null;
  user: User | null;
  /** False where the OS offers no safe storage: the token then lives only until the studio quits. */
  tokenPersisted: boolean;
  /** The shop address this build was made for (STUDIO_SHOP_URL), null when none. */
  builtInShopUrl: string | null;
}

/** Image files dropped on the media library: those added, and why the others were not. */
export interface DroppedFilesResult {
  added: UploadedImage[];
  refused: { fileName: string; message: string }[];
}

export interface SignInRequest {
  serverUrl: string;
  email: string;
  password: string;
}

/** A change the server would not take as it was: the artist decides what happens to it. */
export type ConflictKind =
  'edited-on-server' | 'deleted-on-server' | 'rejected' | 'stuck' | 'missing-file';

/** A picture whose file left her computer before it went up to the shop. */
export interface MissingFile {
  /** Where the studio found it. */
  filePath: string;
  /** The studio still has its preview (at most 800 px), which can go up instead. */
  hasPreview: boolean;
  /** Her records waiting for the picture before they can sync. */
  waiting: MediaUse[];
}

export interface FieldDifference {
  field: string;
  mine: string;
  server: string;
}

export interface SyncConflict {
  id: string;
  collection: ContentCollection | 'media';
  recordId: string;
  /** The record's title or name, for the list. */
  title: string;
  kind: ConflictKind;
  message: string;
  /** The fields that differ between the local change and the server's copy. */
  differences: FieldDifference[];
  /** The fields both sides changed (the three-way merge's conflicts). */
  conflictingFields: string[];
  /** What her change was. */
  change: 'create' | 'update' | 'delete' | 'upload';
  /** Her version and the server's, in the save's field shape, for the side-by-side diff. */
  mine: Record<string, unknown> | null;
  server: Record<string, unknown> | null;
  /** A refused create can be kept next to the server's record under another address. */
  canKeepBoth: boolean;
  /** Set for a picture whose file is gone: kind 'missing-file'. */
  missingFile: MissingFile | null;
  createdAt: string;
}

/** mine: send mine again; server: take the server's (mine is set aside); both: keep both. */
export type ConflictChoice = 'mine' | 'server' | 'both';

/** For a missing picture: upload its saved preview, or a file she chooses in its place. */
export type MissingFileChoice = 'saved-preview' | 'other-file';

/** Her version of a record she chose not to send: kept to reopen or restore. */
export interface SetAsideCopy {
  id: string;
  collection: string;
  recordId: string;
  title: string;
  /** Her record as the studio showed it when she set it aside. */
  record: Record<string, unknown>;
  reason: string;
  setAsideAt: string;
}

/** Why sync is paused for a sign-in, with what waits for it. */
export interface SignInNeeded {
  reason: 'expired' | 'forbidden';
  message: string;
  email: string | null;
  waitingChanges: number;
  conflicts: number;
}

export interface SyncStatus {
  /** The last request reached the shop. */
  online: boolean;
  signedIn: boolean;
  syncing: boolean;
  /** Local changes not yet on the server (conflicts included). */
  pending: number;
  lastSyncAt: string | null;
  /** Why the last sync stopped, in words for the artist; null when it went through. */
  lastError: string | null;
  /** When the next automatic attempt runs after a failure. */
  nextRetryAt: string | null;
  conflicts: SyncConflict[];
  /** Records with changes not on the shop yet ('pending') or waiting for her choice ('conflict'). */
  recordStates: Record<string, 'pending' | 'conflict'>;
  /** Set while sync waits for her to sign in again (expired, or the account lost its role). */
  signInNeeded: SignInNeeded | null;
  /** Goes up whenever a sync changed what the studio shows, so open lists know to reload. */
  dataRevision: number;
}

export interface MediaFolder {
  id: string;
  path: string;
  imageCount: number;
  addedAt: string;
}

/** The admin operations as they are; an image upload travels as bytes (`importImage`). */
export type AdminOperations = Required<Omit<AdminApi, 'uploadImage'>>;

export interface StudioOperations extends AdminOperations {
  /** Keeps an image picked in a form as a local image (`studio-local://<id>`) until it syncs. */
  importImage(bytes: Uint8Array, fileName: string): Promise<UploadedImage>;

  getSession(): Promise<StudioSession>;
  signIn(request: SignInRequest): Promise<StudioSession>;
  signOut(): Promise<StudioSession>;

  getSyncStatus(): Promise<SyncStatus>;
  syncNow(): Promise<SyncStatus>;
  resolveConflict(conflictId: string, choice: ConflictChoice): Promise<SyncStatus>;
  /** 'other-file' asks for the file with the system's dialog; unchanged when she cancels. */
  replaceMissingFile(conflictId: string, choice: MissingFileChoice): Promise<SyncStatus>;
  listSetAside(): Promise<SetAsideCopy[]>;
  /** Saves her set-aside version again (on top of the server's current one). */
  restoreSetAside(copyId: string): Promise<SetAsideCopy[]>;
  discardSetAside(copyId: string): Promise<SetAsideCopy[]>;

  listMediaFolders(): Promise<MediaFolder[]>;
  /** Asks for a folder with the system's dialog; unchanged when the artist cancels. */
  addMediaFolder(): Promise<MediaFolder[]>;
  removeMediaFolder(folderId: string): Promise<MediaFolder[]>;
  rescanMediaFolders(): Promise<MediaFolder[]>;
  /** Image files dropped on the media library, by their paths on disk. */
  importImageFiles(paths: string[]): Promise<DroppedFilesResult>;

  getUpdateStatus(): Promise<UpdateStatus>;
  /** "Check for Updates…": the outcome is shown, "up to date" included. */
  checkForUpdates(): Promise<UpdateStatus>;
  openUpdateDownloadPage(): Promise<UpdateStatus>;
  /** Quits and installs a downloaded update (a build that can install its own). */
  installUpdateNow(): Promise<UpdateStatus>;
  dismissUpdate(): Promise<UpdateStatus>;
}

export type StudioOperationName = keyof StudioOperations;
export type OperationArgs<Name extends StudioOperationName> = Parameters<StudioOperations[Name]>;
export type OperationResult<Name extends StudioOperationName> = Awaited<
  ReturnType<StudioOperations[Name]>
>;

/** What crosses IPC: errors keep their status and fields, which thrown errors would lose. */
export type BridgeAnswer<T> = { ok: true; value: T } | { ok: false; failure: AdminApiFailure };

/** `window.studio.invoke`: one typed entry point for every operation. */
export type StudioInvoke = <Name extends StudioOperationName>(
  operation: Name,
  ...args: OperationArgs<Name>
) => Promise<BridgeAnswer<OperationResult<Name>>>;
