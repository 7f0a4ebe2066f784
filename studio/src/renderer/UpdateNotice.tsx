import type { UpdateStatus } from '../bridge/update-status.ts';

interface UpdateNoticeProps {
  status: UpdateStatus;
  onOpenDownloadPage(): void;
  onInstallNow(): void;
  onCheckAgain(): void;
  onDismiss(): void;
}

/** Whether the notice has something to say (nothing while idle, checking or dismissed). */
export function updateNoticeShown(status: UpdateStatus | null): status is UpdateStatus {
  if (status === null || status.dismissed) return false;
  return ['available', 'downloading', 'ready', 'up-to-date', 'error'].includes(status.state);
}

// A new version of the studio, in a bar above the work. A build that can install itself says the
// update downloads and installs when she quits ('Restart now' does it at once); any other build
// says which version is out and what changed, and opens its download page: it never offers an
// install the system would refuse.
export function UpdateNotice({
  status,
  onOpenDownloadPage,
  onInstallNow,
  onCheckAgain,
  onDismiss,
}: UpdateNoticeProps) {
  const dismiss = (
    <button type="button" className="studio-button studio-button--soft" onClick={onDismiss}>
      {status.state === 'up-to-date' || status.state === 'error' ? 'OK' : 'Later'}
    </button>
  );
  return (
    <section className={`update-notice update-notice--${status.state}`} aria-label="Studio update">
      {status.state === 'available' && (
        <>
          <h2 className="update-notice__title">
            Kawaii Atelier Studio {status.version} is available
          </h2>
          <p className="update-notice__note">
            You have {status.currentVersion}. Download the new version and install it over this one:
            your work stays as it is.
          </p>
          {status.releaseNotes && <ReleaseNotes text={status.releaseNotes} />}
          <div className="update-notice__actions">
            <button type="button" className="studio-button" onClick={onOpenDownloadPage}>
              Open the download page
            </button>
            {dismiss}
          </div>
        </>
      )}
      {status.state === 'downloading' && (
        <>
          <h2 className="update-notice__title">
            Downloading Kawaii Atelier Studio {status.version}… {status.percent ?? 0}%
          </h2>
          <p className="update-notice__note">It installs when you quit the studio.</p>
          {status.releaseNotes && <ReleaseNotes text={status.releaseNotes} />}
        </>
      )}
      {status.state === 'ready' && (
        <>
          <h2 className="update-notice__title">Kawaii Atelier Studio {status.version} is ready</h2>
          <p className="update-notice__note">
            It installs when you quit the studio, or now with “Restart now”.
          </p>
          {status.releaseNotes && <ReleaseNotes text={status.releaseNotes} />}
          <div className="update-notice__actions">
            <button type="button" className="studio-button" onClick={onInstallNow}>
              Restart now
            </button>
            {dismiss}
          </div>
        </>
      )}
      {status.state === 'up-to-date' && (
        <>
          <p className="update-notice__note" role="status">
            You have the latest version ({status.currentVersion}).
          </p>
          <div className="update-notice__actions">{dismiss}</div>
        </>
      )}
      {status.state === 'error' && (
        <>
          <p className="update-notice__error" role="alert">
            {status.message}
          </p>
          <div className="update-notice__actions">
            <button type="button" className="studio-button" onClick={onCheckAgain}>
              Try again
            </button>
            {dismiss}
          </div>
        </>
      )}
    </section>
  );
}

function ReleaseNotes({ text }: { text: string }) {
  return (
    <div className="update-notice__changes">
      <h3>What changed</h3>
      <p>{text}</p>
    </div>
  );
}
