// One campaign in the list: subject, where it stands, how far its sending got.

import { CAMPAIGN_STATUS_LABELS, formatLocalDateTime, type Campaign } from '@kawaii/shared';
import { SyncStateBadge } from '../shell/record-sync-state.tsx';
import { campaignProgress } from './campaign-progress.ts';

export function CampaignCard({
  campaign,
  onEdit,
  onDelete,
}: {
  campaign: Campaign;
  onEdit(): void;
  /** Only a draft or a scheduled campaign can go; one sending or sent is what was mailed. */
  onDelete(): void;
}) {
  const editable = campaign.status === 'draft' || campaign.status === 'scheduled';
  const headingId = `campaign-${campaign._id}`;
  const going = campaign.status === 'sending' || campaign.status === 'sent';
  const progress = going ? campaignProgress(campaign.sent, campaign.total) : null;
  return (
    <article
      className={`campaign-card campaign-card--${campaign.status}`}
      aria-labelledby={headingId}
    >
      <header className="campaign-card__top">
        <h3 id={headingId} className="campaign-card__subject">
          {campaign.subject}
        </h3>
        <span className="campaign-card__badges">
          {/* In the studio: a draft not on the shop yet, or refused by it. */}
          <SyncStateBadge recordId={campaign._id} />
          <span className={`badge campaign-status campaign-status--${campaign.status}`}>
            {CAMPAIGN_STATUS_LABELS[campaign.status]}
          </span>
        </span>
      </header>
      <p className="campaign-card__facts">
        {campaign.status === 'scheduled' && campaign.scheduledAt && (
          <>Goes out {formatLocalDateTime(campaign.scheduledAt)}</>
        )}
        {going && progress && (
          <>
            Sent to <strong>{campaign.sent}</strong> of {campaign.total}
            {campaign.sentAt ? ` · finished ${formatLocalDateTime(campaign.sentAt)}` : ''}
          </>
        )}
        {going && !progress && <>No confirmed subscribers to send it to</>}
        {campaign.status === 'draft' && <>Written {formatLocalDateTime(campaign.updatedAt)}</>}
      </p>
      {/* Drawn, not a native <progress>: browsers paint its empty track in a dark grey that
          reads as a full bar on these light cards. */}
      {progress && (
        <div
          className="campaign-card__progress"
          role="progressbar"
          aria-label={progress.label}
          aria-valuemin={0}
          aria-valuemax={campaign.total}
          aria-valuenow={Math.min(campaign.sent, campaign.total)}
        >
          <span
            className="campaign-card__progress-fill"
            style={{ width: `${progress.percent}%` }}
          />
        </div>
      )}
      {editable && (
        <div className="campaign-card__actions">
          <button type="button" className="button button--soft" onClick={onEdit}>
            Open
          </button>
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Delete ${campaign.subject}`}
            onClick={onDelete}
          >
            Delete
          </button>
        </div>
      )}
    </article>
  );
}
