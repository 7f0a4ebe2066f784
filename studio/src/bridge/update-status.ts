// What the studio knows about its own updates, for the notice in the window (see
// src/main/update-service.ts). Type-only, like the rest of the bridge.

/**
 * idle: nothing to say; checking; available: a new version she downloads herself (this build
 * cannot replace itself); downloading / ready: a new version that installs when she quits;
 * up-to-date: the answer to "Check for Updates…"; error: a check that failed; unsupported: a
 * development run, which has no releases to check.
 */
export type UpdateState =
  | 'idle'
  | 'checking'
  | 'available'
  | 'downloading'
  | 'ready'
  | 'up-to-date'
  | 'error'
  | 'unsupported';

export interface UpdateStatus {
  state: UpdateState;
  /** install: this build installs its updates; notify: it says where to download them. */
  mode: 'install' | 'notify';
  currentVersion: string;
  /** The new version, once one was found. */
  version: string | null;
  /** What changed in it, as plain text. */
  releaseNotes: string | null;
  /** Its page on GitHub Releases. */
  downloadPage: string | null;
  /** How much of it is downloaded (install mode). */
  percent: number | null;
  /** Why the last check failed. */
  message: string | null;
  /** She closed the notice; it comes back with the next news. */
  dismissed: boolean;
}
