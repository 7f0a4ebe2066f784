// The visitor's side of the newsletter: sign up (double opt-in), confirm, unsubscribe. A sign-up
// always answers the same, so nobody learns whether an address is subscribed. A confirmation
// mail goes out only within two limits against signing strangers up in bulk: at most 5 an hour
// caused from one client address (counted in the consent record, by the client's keyed hash),
// and the rule for every visitor-caused mail (at most 3 an hour to one recipient, counted in the
// outbox). Both counts are in the database, so a restart resets neither. Unconfirmed sign-ups get
// no other mail and are dropped after 7 days.

import {
  NEWSLETTER_LINK_INVALID,
  PENDING_SUBSCRIBER_DAYS,
  SUBSCRIBE_ACCEPTED,
  SUBSCRIPTION_CONFIRMED,
  UNSUBSCRIBED,
  type NewsletterSubscription,
  type SubscriberStatus,
} from '@kawaii/shared';
import { notFound } from '../core/errors.ts';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { queueEmail } from '../mail/queue.ts';
import { renderEmail } from '../mail/render.ts';
import { visitorMailLimit } from '../mail/visitor-mail-limit.ts';
import { presentSettings } from '../settings/presenter.ts';
import type { SettingsStore } from '../settings/store.ts';
import type { NewsletterStore } from './store.ts';
import { clientHash, emailHash, maskEmail, newToken, tokenHash } from './tokens.ts';

/** Confirmation mails one client address may cause in an hour. */
export const CONFIRMATIONS_PER_CLIENT_HOUR = 5;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface SubscriptionDeps {
  db: Db;
  store: NewsletterStore;
  settings: SettingsStore;
  /** Keys the client addresses' hashes. */
  secret: Uint8Array;
  siteOrigin: string;
  now?: () => Date;
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;

export function createSubscriptions({
  db,
  store,
  settings,
  secret,
  siteOrigin,
  now = () => new Date(),
}: SubscriptionDeps) {
  const visitorMail = visitorMailLimit(db);

  function isExpired(createdAt: string): boolean {
    return now().getTime() - Date.parse(createdAt) > PENDING_SUBSCRIBER_DAYS * DAY_MS;
  }

  return {
    /** Always the same answer; a confirmation mail goes out when allowed (see above). */
    subscribe(body: NewsletterSubscription, clientAddress: string | null): { message: string } {
      const email = body.email.trim().toLowerCase();
      const source = body.page ? `${body.source} ${body.page}` : body.source;
      const existing = store.findByEmail(email);
      if (existing?.status === 'confirmed') return { message: SUBSCRIBE_ACCEPTED };
      const client = clientHash(secret, clientAddress);
      const token = newToken();
      const at = now().toISOString();
      const hourAgo = new Date(now().getTime() - HOUR_MS).toISOString();
      store.transaction(() => {
        if (store.signUpsFromClientSince(client, hourAgo) >= CONFIRMATIONS_PER_CLIENT_HOUR) return;
        if (!visitorMail.allows(email, now())) return;
        let id = existing?.id;
        if (id) {
          store.renewPending({ id, source, confirmTokenHash: tokenHash(token), at });
        } else {
          id = newId();
          store.insertPending({
            id,
            email,
            source,
            confirmTokenHash: tokenHash(token),
            unsubscribeToken: newToken(),
            at,
          });
        }
        store.recordConsent({
          emailHash: emailHash(email),
          action: 'subscribe',
          source,
          clientHash: client,
          at,
        });
        const shopName = presentSettings(settings.get()).shopName;
        const link = `${siteOrigin}/newsletter/confirm?${new URLSearchParams({ token }).toString()}`;
        queueEmail(
          db,
          {
            to: email,
            kind: 'newsletter-confirm',
            relatedId: id,
            ...renderEmail({
              subject: `Please confirm your subscription to ${shopName}`,
              heading: 'One click and you’re in!',
              blocks: [
                {
                  type: 'text',
                  text: `Someone (we hope you!) asked to get ${shopName}'s newsletter at this address: new drops, restocks and news from the studio.`,
                },
                { type: 'button', label: 'Yes, subscribe me', url: link },
                {
                  type: 'text',
                  text: `If it wasn't you, ignore this mail: without a click we never write again, and the sign-up is forgotten after ${PENDING_SUBSCRIBER_DAYS} days.`,
                },
              ],
              shopName,
            }),
          },
          now(),
        );
      });
      return { message: SUBSCRIBE_ACCEPTED };
    },

    confirm(token: string, clientAddress: string | null): { message: string } {
      const subscriber = store.findPendingByConfirmHash(tokenHash(token));
      if (!subscriber || isExpired(subscriber.createdAt)) throw notFound(NEWSLETTER_LINK_INVALID);
      const at = now().toISOString();
      store.transaction(() => {
        store.confirm(subscriber.id, at);
        store.recordConsent({
          emailHash: emailHash(subscriber.email),
          action: 'confirm',
          source: subscriber.source,
          clientHash: clientHash(secret, clientAddress),
          at,
        });
      });
      return { message: SUBSCRIPTION_CONFIRMED };
    },

    /** Whom an unsubscribe link is for, the address partly hidden. */
    subscription(token: string): { email: string; status: SubscriberStatus } {
      const subscriber = store.findByUnsubscribeToken(token);
      if (!subscriber) throw notFound(NEWSLETTER_LINK_INVALID);
      return { email: maskEmail(subscriber.email), status: subscriber.status };
    },

    /** At once, no sign-in; again on an unsubscribed address changes nothing and says the same. */
    unsubscribe(token: string, how: string, clientAddress: string | null): { message: string } {
      const subscriber = store.findByUnsubscribeToken(token);
      if (!subscriber) throw notFound(NEWSLETTER_LINK_INVALID);
      const at = now().toISOString();
      store.transaction(() => {
        if (store.unsubscribe(subscriber.id, at)) {
          store.recordConsent({
            emailHash: emailHash(subscriber.email),
            action: 'unsubscribe',
            source: how,
            clientHash: clientHash(secret, clientAddress),
            at,
          });
        }
      });
      return { message: UNSUBSCRIBED };
    },

    /** Forgets sign-ups left unconfirmed for 7 days; answers how many. */
    dropUnconfirmed(): number {
      return store.dropPendingBefore(
        new Date(now().getTime() - PENDING_SUBSCRIBER_DAYS * DAY_MS).toISOString(),
      );
    },
  };
}
