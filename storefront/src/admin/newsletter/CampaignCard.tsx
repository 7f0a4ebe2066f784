// One campaign in the list: subject, where it stands, how far its sending got.

import { CAMPAIGN_STATUS_LABELS, formatLocalDateTime, type Campaign } from '@kawaii/shared';

export function CampaignCard({ campaign, onEdit }: { campaign: Campaign; onEdit(): void }) {
  const editable = campaign.status === 'draft' || campaign.status === 'scheduled';
  const headingId = `campaign-${campaign._id}`;
  return (
    <article
      className={`campaign-card campaign-card--${campaign.status}`}
      aria-labelledby={headingId}
    >
      <header className="campaign-card__top">
        <h3 id={headingId} className="campaign-card__subject">
          {campaign.subject}
        </h3>
        <span className={`badge campaign-status campaign-status--${campaign.status}`}>
          {CAMPAIGN_STATUS_LABELS[campaign.status]}
        </span>
      </header>
      <p className="campaign-card__facts">
        {campaign.status === 'scheduled' && campaign.scheduledAt && (
          <>Goes out {formatLocalDateTime(campaign.scheduledAt)}</>
        )}
        {(campaign.status === 'sending' || campaign.status === 'sent') && (
          <>
            Sent to <strong>{campaign.sent}</strong> of {campaign.total}
            {campaign.sentAt ? ` · finished ${formatLocalDateTime(campaign.sentAt)}` : ''}
          </>
        )}
        {campaign.status === 'draft' && <>Written {formatLocalDateTime(campaign.updatedAt)}</>}
      </p>
      {campaign.status === 'sending' && campaign.total > 0 && (
        <progress className="campaign-card__progress" max={campaign.total} value={campaign.sent}>
          {campaign.sent} of {campaign.total}
        </progress>
      )}
      {editable && (
        <button type="button" className="button button--soft" onClick={onEdit}>
          Open
        </button>
      )}
    </article>
  );
}
