import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SyncConflict, SyncStatus } from '../bridge/studio-operations.ts';
import { ConflictsView } from './ConflictsView.tsx';
import { SettingsView, waitingText, waitingWork } from './SettingsView.tsx';
import { SyncStatusBar } from './SyncStatusBar.tsx';

const status: SyncStatus = {
  online: false,
  signedIn: true,
  syncing: false,
  pending: 2,
  lastSyncAt: null,
  lastError:
    'The shop could not be reached. Your changes are kept and will sync when the shop is reachable.',
  nextRetryAt: null,
  conflicts: [],
  recordStates: {},
  signInNeeded: null,
  dataRevision: 0,
};

const conflict: SyncConflict = {
  id: '7',
  collection: 'posts',
  recordId: 'p1',
  title: 'Spring dolls',
  kind: 'edited-on-server',
  message: 'Changed on the website while you edited it in the studio',
  differences: [{ field: 'coverImage', mine: '/uploads/a.webp', server: '—' }],
  conflictingFields: ['coverImage'],
  change: 'update',
  mine: { title: 'Spring dolls', coverImage: '/uploads/a.webp' },
  server: { title: 'Spring dolls', coverImage: '' },
  canKeepBoth: false,
  missingFile: null,
  createdAt: '2026-05-04T10:42:00.000Z',
};

const bar = (overrides: Partial<SyncStatus>) =>
  renderToStaticMarkup(
    createElement(SyncStatusBar, {
      status: { ...status, ...overrides },
      onSyncNow: () => {},
      onShowConflicts: () => {},
    }),
  );

describe('SyncStatusBar', () => {
  it('shows offline, what is waiting, the last sync and why it stopped', () => {
    const html = bar({});
    expect(html).toContain('Offline');
    expect(html).toContain('2 changes waiting to sync');
    expect(html).toContain('Not synced yet');
    expect(html).toContain('will sync when the shop is reachable');
    expect(html).toContain('>Sync now</button>');
  });

  it('offers the conflicts and waits while a sync runs', () => {
    const html = bar({ online: true, syncing: true, conflicts: [conflict], lastError: null });
    expect(html).toContain('Online');
    expect(html).toContain('1 conflict to settle');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Syncing…<\/button>/);
  });
});

describe('ConflictsView', () => {
  const view = (conflicts: SyncConflict[]) =>
    renderToStaticMarkup(
      createElement(ConflictsView, {
        conflicts,
        settlingId: null,
        fileProblem: null,
        onResolve: () => {},
        onReplaceFile: () => {},
      }),
    );

  it('shows what differs with the storefront’s words, marking fields changed on both sides', () => {
    const html = view([conflict]);
    expect(html).toContain('Blog post');
    expect(html).toContain('Spring dolls');
    expect(html).toContain(
      '<th scope="row">Cover image<span class="conflict__both">changed on both sides</span></th><td>/uploads/a.webp</td><td>(empty)</td>',
    );
    expect(html).toContain('>Keep mine</button>');
    expect(html).toContain('>Take the shop&#x27;s (set mine aside)</button>');
    expect(html).not.toContain('Keep both');
  });

  it('offers "Keep both" for a refused new item, and "Try again" for a stuck one', () => {
    const refused = view([{ ...conflict, kind: 'rejected', change: 'create', canKeepBoth: true }]);
    expect(refused).toContain('>Keep both</button>');
    expect(view([{ ...conflict, kind: 'stuck' }])).toContain('>Try again</button>');
  });

  it('gives the shop’s reason for a refused change', () => {
    const html = view([
      { ...conflict, kind: 'rejected', message: 'That URL slug is already used' },
    ]);
    expect(html).toContain('The shop said: That URL slug is already used');
  });

  it('offers a missing picture’s saved preview or another file, naming what waits for it', () => {
    const missing: SyncConflict = {
      ...conflict,
      id: '9',
      collection: 'media',
      recordId: 'a1b2c3',
      title: 'bunny-plush.png',
      kind: 'missing-file',
      change: 'upload',
      differences: [],
      conflictingFields: [],
      mine: null,
      server: null,
      missingFile: {
        filePath: '/Users/mimi/Pictures/bunny-plush.png',
        hasPreview: true,
        waiting: [{ type: 'blog', id: 'local-1', title: 'Spring dolls' }],
      },
    };
    const html = view([missing]);
    expect(html).toContain('Missing picture');
    expect(html).toContain('It was at <code>/Users/mimi/Pictures/bunny-plush.png</code>');
    expect(html).toContain('Blog post: <strong>Spring dolls</strong>');
    expect(html).toContain('src="/local-images/a1b2c3"');
    expect(html).toContain('>Use the saved preview</button>');
    expect(html).toContain('>Choose another file…</button>');
    expect(html).toContain('>Sync them without it</button>');
    expect(html).not.toContain('Keep mine');

    const noPreview = view([
      { ...missing, missingFile: { ...missing.missingFile!, hasPreview: false, waiting: [] } },
    ]);
    expect(noPreview).not.toContain('Use the saved preview');
    expect(noPreview).toContain('Nothing is waiting for it.');
  });

  it('says when there is nothing to settle', () => {
    expect(view([])).toContain('No conflicts');
  });
});

describe('SettingsView', () => {
  const settings = (waiting?: { changes: number; conflicts: number }) =>
    renderToStaticMarkup(
      createElement(SettingsView, {
        call: (() => Promise.reject(new Error('not called'))) as never,
        session: {
          serverUrl: 'https://shop.example',
          user: {
            _id: 'u1',
            name: 'Mimi',
            email: 'mimi@shop.example',
          } as never,
          tokenPersisted: true,
          builtInShopUrl: null,
        },
        version: '1.0.0',
        platformName: 'macOS',
        ...(waiting ? { waiting } : {}),
        onSessionChange: () => {},
      }),
    );

  it('says beside Sign out what has not reached the shop, and that it stays', () => {
    const html = settings(waitingWork({ ...status, pending: 3, conflicts: [conflict] }));
    expect(html).toContain(
      'Your 2 changes and 1 conflict have not reached the shop yet. Signing out keeps them on ' +
        'this computer, and they sync with the next sign-in to this shop.',
    );
    expect(html.indexOf('have not reached')).toBeLessThan(html.indexOf('>Sign out</button>'));
    expect(settings({ changes: 1, conflicts: 0 })).toContain(
      'Your 1 change has not reached the shop yet. Signing out keeps it on this computer, and ' +
        'it syncs with the next sign-in to this shop.',
    );
  });

  it('says nothing of waiting work when everything is on the shop', () => {
    expect(settings(waitingWork({ ...status, pending: 0 }))).not.toContain('not reached');
    expect(settings()).not.toContain('not reached');
    expect(waitingWork(null)).toEqual({ changes: 0, conflicts: 0 });
  });

  it('names only what waits: changes, conflicts, or both', () => {
    expect(waitingText(2, 0)).toBe('Your 2 changes');
    expect(waitingText(0, 1)).toBe('Your 1 conflict');
    expect(waitingText(1, 2)).toBe('Your 1 change and 2 conflicts');
  });
});
