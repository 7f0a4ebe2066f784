import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AdminApi, BackupReport, Role } from '@kawaii/shared';
import { createQueryClient } from '../../query/query-client.ts';
import { queryKeyFor } from '../../query/query-keys.ts';
import { AdminApiProvider } from '../admin-api-context.tsx';
import { BackupStatusView } from './BackupStatusPanel.tsx';
import { SettingsTab } from './SettingsTab.tsx';

const NOW = new Date('2026-11-27T09:10:00.000Z');
const NAME = 'backup-2026-11-27T03-10-00-000Z';
const report: BackupReport = {
  readAt: NOW.toISOString(),
  schedule: 'daily at 03:10',
  dueEveryHours: 24,
  offsiteConfigured: true,
  lastBackup: { name: NAME, takenAt: '2026-11-27T03:10:00.000Z', bytes: 9000, problems: [] },
  offsite: {
    name: NAME,
    location: `s3://shop-backups/kawaii/${NAME}/`,
    uploadedAt: '2026-11-27T03:10:09.000Z',
  },
  lastError: null,
};

const view = (shown: Parameters<typeof BackupStatusView>[0]['report'], now = NOW) =>
  renderToStaticMarkup(<BackupStatusView report={shown} now={now} timeZone="UTC" />);

describe('the backup status in Settings', () => {
  it('says when the last backup was taken, that it was checked and copied off-site', () => {
    const html = view(report);
    expect(html).toContain(
      'Last backup: Nov 27, 2026, 3:10 AM (6 hours ago) · checked · copied off-site',
    );
    expect(html).toContain('backup-status__headline--ok');
    expect(html).not.toContain('backup-status__warnings');
    expect(html).toContain(
      `Schedule: daily at 03:10 · Newest off-site copy: s3://shop-backups/kawaii/${NAME}/`,
    );
  });

  it('warns, with what to do, when the backup is over a day old and no copy left the server', () => {
    const html = view(
      { ...report, offsiteConfigured: false, offsite: null },
      new Date('2026-11-29T09:10:00.000Z'),
    );
    expect(html).toContain('(2 days ago) · checked · on this server only');
    expect(html).toContain('backup-status__headline--warning');
    expect(html).toContain('The last backup is 2 days old: backups may have stopped.');
    expect(html).toContain('Set BACKUP_S3_URL on the server to copy each backup to other storage.');
  });

  it('shows the status the studio last read, and how old it is, when the shop cannot be reached', () => {
    const html = view({ ...report, readAt: '2026-11-27T06:10:00.000Z', lastKnown: true });
    expect(html).toContain(
      'The studio cannot reach the shop: this is the status it last read, 3 hours ago.',
    );
    expect(html).toContain('· checked · copied off-site');
  });
});

describe('the Settings tab', () => {
  function renderTab(role: Role) {
    const api = {
      getSettings: vi.fn(() => new Promise(() => {})),
      getBackupStatus: vi.fn(() => Promise.resolve(report)),
    } as unknown as AdminApi;
    const client = createQueryClient();
    client.setQueryData(queryKeyFor('getBackupStatus'), report);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <AdminApiProvider api={api} role={role}>
          <SettingsTab />
        </AdminApiProvider>
      </QueryClientProvider>,
    );
    return { html, api };
  }

  it('shows the owner her backups above the settings', () => {
    const { html } = renderTab('superadmin');
    expect(html).toContain(
      '<h2 id="backup-status-title" class="backup-status__title">Backups</h2>',
    );
    expect(html).toContain('· checked · copied off-site');
    expect(html.indexOf('Backups')).toBeLessThan(html.indexOf('Loading settings'));
  });

  it('does not show a helper (admin) the backups, which the server refuses her', () => {
    const { html, api } = renderTab('admin');
    expect(html).not.toContain('Backups');
    expect(api.getBackupStatus).not.toHaveBeenCalled();
  });
});
