import { useEffect, useMemo, useState } from 'react';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminApp,
  createQueryClient,
  RecordSyncStateProvider,
  useSessionQueryClient,
} from '@kawaii/storefront/admin';
import { localImageHref } from '../bridge/local-image-urls.ts';
import type { StudioSession } from '../bridge/studio-operations.ts';
import type { StudioBridge } from '../preload/studio-bridge.ts';
import { cacheIdentity } from './cache-identity.ts';
import { ConflictsView } from './ConflictsView.tsx';
import { MediaFoldersView } from './MediaFoldersView.tsx';
import { platformLabel } from './platform-label.ts';
import { SetAsideView } from './SetAsideView.tsx';
import { SettingsView, waitingWork } from './SettingsView.tsx';
import { createStudioCall } from './studio-calls.ts';
import { StudioNav, type StudioView } from './StudioNav.tsx';
import { SyncStatusBar } from './SyncStatusBar.tsx';
import { UpdateNotice, updateNoticeShown } from './UpdateNotice.tsx';
import { useFileDrops } from './use-file-drops.ts';
import { useUpdateStatus } from './use-update-status.ts';
import { studioKey, studioQuery } from './studio-query.ts';
import { useSyncStatus } from './use-sync-status.ts';
import { useSyncedAdminData } from './use-synced-admin-data.ts';

// The studio window: signed out, the settings screen to sign in; signed in, the shop's own admin
// screens over the local store, with the sync status always in view and the conflicts, media
// folders and settings one click away.
const NO_STATES = {};

export function StudioApp({ bridge }: { bridge: StudioBridge }) {
  // The window's cache holds the studio's own reads (the session, the sync status, the set-aside
  // copies, the media folders): they are this computer's, whoever is signed in. The admin
  // screens' answers live in a cache of the signed-in identity (see useSyncedAdminData).
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <StudioWindow bridge={bridge} />
    </QueryClientProvider>
  );
}

function StudioWindow({ bridge }: { bridge: StudioBridge }) {
  const call = useMemo(() => createStudioCall(bridge.invoke), [bridge]);
  const client = useQueryClient();
  const session = useQuery(studioQuery(call, 'getSession')).data ?? null;
  const setSession = (next: StudioSession) => client.setQueryData(studioKey('getSession'), next);
  const [view, setView] = useState<StudioView>('admin');
  const signedIn = session?.user != null;
  const sync = useSyncStatus(call, signedIn);
  const adminCache = useSessionQueryClient(cacheIdentity(session));
  const api = useSyncedAdminData(call, sync.refresh, sync.status?.dataRevision ?? 0, adminCache);
  const updates = useUpdateStatus(call);
  const drops = useFileDrops(call, bridge.pathForFile, adminCache);

  // Settings… in the menu (Cmd+, on macOS).
  useEffect(() => bridge.onMenuCommand(() => setView('settings')), [bridge]);

  // The sync found the sign-in expired: back to the sign-in screen (the changes are kept).
  const signedOutBySync = sync.status !== null && !sync.status.signedIn && signedIn;
  useEffect(() => {
    if (signedOutBySync) void client.invalidateQueries({ queryKey: studioKey('getSession') });
  }, [client, signedOutBySync]);

  if (session === null) return <p className="studio-loading">Opening your studio…</p>;

  const settings = (
    <SettingsView
      call={call}
      session={session}
      version={bridge.version}
      platformName={platformLabel(bridge.platform)}
      signInNeeded={signedIn ? null : (sync.status?.signInNeeded ?? null)}
      waiting={waitingWork(sync.status)}
      onSessionChange={(next) => {
        setSession(next);
        setView('admin');
      }}
    />
  );
  const updateNotice = updateNoticeShown(updates.status) ? (
    <UpdateNotice
      status={updates.status}
      onOpenDownloadPage={updates.openDownloadPage}
      onInstallNow={updates.installNow}
      onCheckAgain={updates.checkAgain}
      onDismiss={updates.dismiss}
    />
  ) : null;
  if (!session.user) {
    return (
      <main className="studio-signed-out">
        {updateNotice}
        {settings}
      </main>
    );
  }

  return (
    <div className="studio">
      <header className="studio-bar">
        <StudioNav
          current={view}
          conflictCount={sync.status?.conflicts.length ?? 0}
          onSelect={setView}
        />
        {sync.status && (
          <SyncStatusBar
            status={sync.status}
            onSyncNow={sync.syncNow}
            onShowConflicts={() => setView('conflicts')}
          />
        )}
        {drops.notice && (
          <p className="drop-notice" role="status">
            {drops.notice}
            <button
              type="button"
              className="studio-button studio-button--soft"
              onClick={drops.clearNotice}
            >
              OK
            </button>
          </p>
        )}
        {updateNotice}
      </header>
      <main className="studio-main">
        {view === 'admin' && (
          <RecordSyncStateProvider value={sync.status?.recordStates ?? NO_STATES}>
            <AdminApp
              api={api}
              queryClient={adminCache}
              user={session.user}
              imageHref={localImageHref}
              onLogout={() => void call('signOut').then(setSession)}
            />
          </RecordSyncStateProvider>
        )}
        {view === 'conflicts' && (
          <ConflictsView
            conflicts={sync.status?.conflicts ?? []}
            settlingId={sync.settlingId}
            fileProblem={sync.fileProblem}
            onResolve={sync.resolve}
            onReplaceFile={sync.replaceFile}
          />
        )}
        {view === 'set-aside' && <SetAsideView call={call} onRestored={sync.refresh} />}
        {view === 'media' && <MediaFoldersView call={call} />}
        {view === 'settings' && settings}
      </main>
    </div>
  );
}
