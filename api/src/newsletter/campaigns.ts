// Staff's side of the newsletter: subscribers (a page at a time, and the confirmed ones as CSV),
// campaigns written, tried on oneself, scheduled or sent. Sending only fixes the recipients; the
// pacer queues their mail through the outbox in batches.

import {
  campaignInputSchema,
  campaignSaveFields,
  type Campaign,
  type CampaignDraft,
  type FieldPatch,
  type SubscriberPage,
  type SubscriberQuery,
} from '@kawaii/shared';
import { applyFieldPatch } from '../content/field-patch.ts';
import { assertFreshVersion } from '../content/versioning.ts';
import { badRequest, conflict, notFound } from '../core/errors.ts';
import type { Viewer } from '../core/viewer.ts';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { queueEmail } from '../mail/queue.ts';
import { presentSettings } from '../settings/presenter.ts';
import type { SettingsStore } from '../settings/store.ts';
import type { UserStore } from '../users/store.ts';
import { campaignMailer, type CampaignMailDeps } from './campaign-mail.ts';
import { presentCampaign, presentSubscriber } from './presenter.ts';
import type { NewsletterStore } from './store.ts';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const CAMPAIGN_ALREADY_SENT = 'This campaign is already sending or sent';
export const SEND_TIME_PASSED = 'Pick a time in the future, or send now';
const PAGE_SIZE = 100;

export interface CampaignDeps {
  db: Db;
  store: NewsletterStore;
  settings: SettingsStore;
  users: UserStore;
  mail: CampaignMailDeps;
  now?: () => Date;
}

export type Campaigns = ReturnType<typeof createCampaigns>;

export function createCampaigns({
  db,
  store,
  settings,
  users,
  mail,
  now = () => new Date(),
}: CampaignDeps) {
  function found(id: string) {
    const campaign = store.findCampaign(id);
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    return campaign;
  }

  function update(id: string, { subject, text = '', blocks, version }: CampaignDraft): Campaign {
    return store.transaction(() => {
      const stored = found(id);
      if (stored.status === 'sending' || stored.status === 'sent') {
        throw conflict(CAMPAIGN_ALREADY_SENT);
      }
      assertFreshVersion(version, stored, () => presentCampaign(stored));
      const at = now().toISOString();
      if (!store.updateCampaign({ id, subject, text, blocks, at })) {
        throw conflict(CAMPAIGN_ALREADY_SENT);
      }
      return presentCampaign(found(id));
    });
  }

  return {
    listSubscribers(query: SubscriberQuery): SubscriberPage {
      const offset = query.offset ?? 0;
      const rows = store.list({ status: query.status, limit: PAGE_SIZE + 1, offset });
      return {
        subscribers: rows.slice(0, PAGE_SIZE).map(presentSubscriber),
        nextOffset: rows.length > PAGE_SIZE ? offset + PAGE_SIZE : null,
        counts: store.counts(),
      };
    },

    /** CSV lines of the confirmed subscribers, header first, one at a time (streamed). */
    *confirmedCsv(): Generator<string> {
      yield 'email,confirmed_at,source\r\n';
      for (const subscriber of store.confirmed()) {
        yield `${[subscriber.email, subscriber.confirmedAt ?? '', subscriber.source].map(csvCell).join(',')}\r\n`;
      }
    },

    list(): Campaign[] {
      return store.listCampaigns().map(presentCampaign);
    },

    create({ subject, text = '', blocks }: CampaignDraft): Campaign {
      const id = newId();
      store.insertCampaign({ id, subject, text, blocks, at: now().toISOString() });
      return presentCampaign(found(id));
    },

    /**
     * A draft changes; a scheduled one changes and goes back to draft (to be scheduled again).
     * One already going out is refused first (nothing to merge: it is in the mailboxes); a save
     * from an older version is a 409 with the shop's copy, as for every record staff edit.
     */
    update,

    /** Only the fields sent change, on the version they were read from. */
    patch(id: string, patch: FieldPatch): Promise<Campaign> {
      return applyFieldPatch(
        {
          find: () => found(id),
          present: presentCampaign,
          saveFields: campaignSaveFields,
          schema: campaignInputSchema,
          save: async (input) => update(id, input),
        },
        patch,
      );
    },

    /** A draft or scheduled campaign goes; one sending or sent stays (it is what was mailed). */
    delete(id: string, version: number | undefined): void {
      store.transaction(() => {
        const stored = found(id);
        if (stored.status === 'sending' || stored.status === 'sent') {
          throw conflict(CAMPAIGN_ALREADY_SENT);
        }
        assertFreshVersion(version, stored, () => presentCampaign(stored));
        store.deleteCampaign(id);
      });
    },

    /** The campaign as subscribers will get it, to the signed-in staff member only. */
    sendTest(id: string, viewer: Viewer): { message: string } {
      const campaign = found(id);
      const me = viewer.userId ? users.findById(viewer.userId) : null;
      if (!me) throw notFound('Your account was not found');
      const shopName = presentSettings(settings.get()).shopName;
      const rendered = campaignMailer(mail, campaign, shopName)('test');
      queueEmail(
        db,
        {
          ...rendered,
          subject: `[Test] ${rendered.subject}`,
          to: me.email,
          kind: 'newsletter-test',
          userId: me.id,
          relatedId: campaign.id,
        },
        now(),
      );
      return { message: `A test is on its way to ${me.email}.` };
    },

    /** Now (the recipients are fixed at once) or at `at`. */
    send(id: string, at: string | undefined): Campaign {
      return store.transaction(() => {
        const campaign = found(id);
        if (campaign.status === 'sending' || campaign.status === 'sent') {
          throw conflict(CAMPAIGN_ALREADY_SENT);
        }
        const time = now();
        if (at !== undefined && Date.parse(at) > time.getTime()) {
          store.schedule(id, new Date(at).toISOString(), time.toISOString());
        } else if (at !== undefined && Date.parse(at) < time.getTime() - 60_000) {
          throw badRequest(SEND_TIME_PASSED, { at: SEND_TIME_PASSED });
        } else {
          store.startSending(id, time.toISOString());
        }
        return presentCampaign(found(id));
      });
    },
  };
}

function csvCell(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
