// The Newsletter tab: campaigns (write one, try it on yourself, schedule or send it, and watch it
// go out) and the subscribers by status, with the confirmed ones as CSV.

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  SUBSCRIBER_STATUSES,
  SUBSCRIBER_STATUS_LABELS,
  formatLocalDateTime,
  type Campaign,
  type SubscriberStatus,
} from '@kawaii/shared';
import { downloadBlob } from '../../client/download-blob.ts';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import { adminQuery } from '../data/admin-query.ts';
import { useAdminRead } from '../data/use-admin-read.ts';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { ListReadStatus } from '../shell/ListReadStatus.tsx';
import { CampaignCard } from './CampaignCard.tsx';
import { CampaignEditor } from './CampaignEditor.tsx';
import { readCampaignDraft } from './campaign-draft.ts';
import '../desk-toolbar.css';
import './NewsletterTab.css';

export function NewsletterTab() {
  const api = useAdminApi();
  // While a campaign is going out (or waiting for its time), its progress is read again.
  const campaigns = useQuery({
    ...adminQuery(api, 'listCampaigns'),
    refetchInterval: (query) =>
      query.state.data?.some(
        (campaign) => campaign.status === 'sending' || campaign.status === 'scheduled',
      )
        ? 3000
        : false,
  });
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  // Read again each time the editor closes: a save may have let it go.
  const keptNew = editing === null ? readCampaignDraft(null) : null;

  return (
    <section className="newsletter-desk">
      <section aria-labelledby="campaigns-title" className="newsletter-desk__section">
        <div className="desk-toolbar">
          <h2 id="campaigns-title" className="newsletter-desk__heading">
            Campaigns
          </h2>
          <div className="newsletter-desk__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void campaigns.refetch()}
            >
              Refresh
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => setEditing('new')}
            >
              New campaign
            </button>
          </div>
        </div>
        {keptNew && (
          <p className="newsletter-desk__kept" role="status">
            A campaign you started is kept on this computer, not in the shop yet (
            <strong>{keptNew.subject || 'no subject yet'}</strong>): New campaign opens it.
          </p>
        )}
        {editing && (
          <CampaignEditor
            campaign={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
        <ListReadStatus
          error={campaigns.error ? readFailure(campaigns.error).message : null}
          loadingFirst={campaigns.isPending}
          loadingText="Loading campaigns..."
        />
        {campaigns.data?.length === 0 && (
          <p className="empty-note">No campaigns yet. Write the first one for your next drop!</p>
        )}
        <div className="newsletter-desk__campaigns">
          {campaigns.data?.map((campaign) => (
            <CampaignCard
              key={campaign._id}
              campaign={campaign}
              onEdit={() => setEditing(campaign)}
              onDelete={() => setDeleting(campaign)}
            />
          ))}
        </div>
        {deleting && (
          <DeleteCampaign
            campaign={deleting}
            onDone={() => {
              setDeleting(null);
              void campaigns.refetch();
            }}
          />
        )}
      </section>
      <Subscribers />
    </section>
  );
}

/** Asks before a draft or scheduled campaign goes; a scheduled one then never goes out. */
function DeleteCampaign({ campaign, onDone }: { campaign: Campaign; onDone(): void }) {
  const api = useAdminApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await api.deleteCampaign(campaign._id);
      onDone();
    } catch (failure) {
      setError(readFailure(failure).message);
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      title={`Delete “${campaign.subject || 'no subject yet'}”?`}
      message={
        campaign.status === 'scheduled'
          ? 'It will not go out, and it cannot be brought back.'
          : 'The draft cannot be brought back.'
      }
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={busy}
      error={error}
      onConfirm={() => void remove()}
      onCancel={onDone}
    />
  );
}

function Subscribers() {
  const api = useAdminApi();
  const [status, setStatus] = useState<SubscriberStatus>('confirmed');
  const first = useAdminRead('listSubscribers', { status });
  const [more, setMore] = useState<Awaited<ReturnType<typeof api.listSubscribers>>[]>([]);
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const counts = first.data?.counts;
  const rows = [first.data?.subscribers ?? [], ...more.map((page) => page.subscribers)].flat();
  const nextOffset = (more.at(-1) ?? first.data)?.nextOffset ?? null;

  function choose(next: SubscriberStatus) {
    setStatus(next);
    setMore([]);
  }

  function showMore() {
    if (nextOffset === null) return;
    api.listSubscribers({ status, offset: nextOffset }).then(
      (page) => setMore((pagesSoFar) => [...pagesSoFar, page]),
      (failure: unknown) => setError(readFailure(failure).message),
    );
  }

  function exportCsv() {
    setExporting(true);
    setError(null);
    api.exportSubscribersCsv().then(
      (text) => {
        setExporting(false);
        downloadBlob(
          new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }),
          'subscribers.csv',
        );
      },
      (failure: unknown) => {
        setExporting(false);
        setError(readFailure(failure).message);
      },
    );
  }

  return (
    <section aria-labelledby="subscribers-title" className="newsletter-desk__section">
      <div className="desk-toolbar">
        <h2 id="subscribers-title" className="newsletter-desk__heading">
          Subscribers
        </h2>
        <div className="desk-filters" role="group" aria-label="Show subscribers">
          {SUBSCRIBER_STATUSES.map((value) => (
            <button
              key={value}
              type="button"
              className="desk-filter"
              aria-pressed={status === value}
              onClick={() => choose(value)}
            >
              {SUBSCRIBER_STATUS_LABELS[value]}
              {counts ? ` (${counts[value]})` : ''}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="button button--soft"
          disabled={exporting}
          onClick={exportCsv}
        >
          {exporting ? 'Exporting...' : 'Export confirmed (CSV)'}
        </button>
      </div>
      <ListReadStatus
        error={error ?? (first.error ? readFailure(first.error).message : null)}
        loadingFirst={first.isPending}
        loadingText="Loading subscribers..."
      />
      {first.data && rows.length === 0 && (
        <p className="empty-note">
          No {SUBSCRIBER_STATUS_LABELS[status].toLowerCase()} subscribers.
        </p>
      )}
      {rows.length > 0 && (
        <div className="newsletter-desk__table-wrap">
          <table className="newsletter-desk__table">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Signed up from</th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((subscriber) => (
                <tr key={subscriber._id}>
                  <td>{subscriber.email}</td>
                  <td>{subscriber.source}</td>
                  <td>
                    {formatLocalDateTime(
                      subscriber.unsubscribedAt ?? subscriber.confirmedAt ?? subscriber.createdAt,
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {nextOffset !== null && (
        <button type="button" className="button button--ghost" onClick={showMore}>
          Show more
        </button>
      )}
    </section>
  );
}
