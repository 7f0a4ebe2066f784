// Sends campaigns through the outbox at a set rate: each round starts the scheduled campaigns
// whose time has come and, for each campaign being sent, queues mail for the next recipients
// until `batchSize` of its messages are waiting in the outbox. A recipient's mail is queued in
// the same transaction that marks them queued (and under a once-only key), and the outbox marks
// each message sent right after the mail server took it: a restart in the middle of a campaign
// picks up where it stopped and mails nobody twice. Recipients who left meanwhile are skipped.

import type { Db } from '../db/connection.ts';
import { queueEmail } from '../mail/queue.ts';
import { presentSettings } from '../settings/presenter.ts';
import type { SettingsStore } from '../settings/store.ts';
import { campaignMailer, type CampaignMailDeps } from './campaign-mail.ts';
import type { NewsletterStore } from './store.ts';

export interface CampaignRate {
  /** Messages of one campaign waiting in the outbox at most. */
  batchSize: number;
  /** How often a round runs (ms). */
  everyMs: number;
}

export const DEFAULT_CAMPAIGN_RATE: CampaignRate = { batchSize: 100, everyMs: 60_000 };

export interface PacerDeps {
  db: Db;
  store: NewsletterStore;
  settings: SettingsStore;
  mail: CampaignMailDeps;
  now?: () => Date;
}

export type CampaignPacer = ReturnType<typeof createCampaignPacer>;

export function createCampaignPacer(
  { db, store, settings, mail, now = () => new Date() }: PacerDeps,
  rate: CampaignRate = DEFAULT_CAMPAIGN_RATE,
) {
  function queueBatch(campaignId: string): number {
    return store.transaction(() => {
      const campaign = store.findCampaign(campaignId);
      if (campaign?.status !== 'sending') return 0;
      const room = rate.batchSize - store.inFlight(campaignId);
      if (room <= 0) return 0;
      const waiting = store.waiting(campaignId, room);
      const time = now();
      if (waiting.length === 0) {
        if (store.inFlight(campaignId) === 0) store.finishCampaign(campaignId, time.toISOString());
        return 0;
      }
      const mailFor = campaignMailer(mail, campaign, presentSettings(settings.get()).shopName);
      let queued = 0;
      for (const recipient of waiting) {
        if (recipient.status !== 'confirmed' || !recipient.email || !recipient.unsubscribeToken) {
          store.markSkipped(campaignId, recipient.subscriberId);
          continue;
        }
        const outboxId = queueEmail(
          db,
          {
            ...mailFor(recipient.unsubscribeToken),
            to: recipient.email,
            kind: 'newsletter',
            relatedId: campaignId,
            onceKey: `newsletter:${campaignId}:${recipient.subscriberId}`,
          },
          time,
        );
        store.markQueued(campaignId, recipient.subscriberId, outboxId);
        queued += 1;
      }
      return queued;
    });
  }

  return {
    rate,
    /** One round: due campaigns start, each sending one tops its outbox batch up. */
    round(): number {
      const time = now().toISOString();
      for (const id of store.dueScheduled(time)) {
        store.transaction(() => store.startSending(id, time));
      }
      let queued = 0;
      for (const id of store.sendingCampaigns()) queued += queueBatch(id);
      return queued;
    },
  };
}
