// The shop owner's backups, at the top of Settings: when the last one was taken, whether it passed
// its check and left the server, and what to do when something needs her. Read through the
// AdminApi, so the studio shows it too (offline: the status it last read, and how old that is).

import { useQuery } from '@tanstack/react-query';
import { formatAge, summarizeBackups, type BackupStatusShown } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import { adminQuery } from '../data/admin-query.ts';

export function BackupStatusPanel() {
  const api = useAdminApi();
  const query = useQuery({ ...adminQuery(api, 'getBackupStatus'), staleTime: 0 });
  return (
    <section className="backup-status" aria-labelledby="backup-status-title">
      <h2 id="backup-status-title" className="backup-status__title">
        Backups
      </h2>
      {query.data ? (
        <BackupStatusView report={query.data} now={new Date()} />
      ) : query.error ? (
        <p className="form-error" role="alert">
          {readFailure(query.error, 'Could not read the backup status. Please try again.').message}
        </p>
      ) : (
        <p className="loading-note">Reading the backup status...</p>
      )}
    </section>
  );
}

interface BackupStatusViewProps {
  report: BackupStatusShown;
  now: Date;
  /** The viewer's own unless given (tests). */
  timeZone?: string;
}

export function BackupStatusView({ report, now, timeZone }: BackupStatusViewProps) {
  const summary = summarizeBackups(report, now, timeZone);
  return (
    <>
      {report.lastKnown && (
        <p className="backup-status__last-known">
          The studio cannot reach the shop: this is the status it last read,{' '}
          {formatAge(now.getTime() - Date.parse(report.readAt))}.
        </p>
      )}
      <p className={`backup-status__headline backup-status__headline--${summary.tone}`}>
        <span aria-hidden="true">{summary.tone === 'ok' ? '✓ ' : '! '}</span>
        {summary.headline}
      </p>
      {summary.warnings.length > 0 && (
        <ul className="backup-status__warnings" aria-label="Backup warnings">
          {summary.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
      <p className="backup-status__details">
        Schedule: {report.schedule}
        {report.offsite && <> · Newest off-site copy: {report.offsite.location}</>}
      </p>
    </>
  );
}
