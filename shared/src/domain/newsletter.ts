// The newsletter: visitors sign up with double opt-in, staff write campaigns that go to the
// confirmed subscribers only, and every campaign mail can be left with one click.

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

/** Where a sign-up came from, as recorded with the consent. */
export const SIGNUP_SOURCES = ['footer', 'checkout', 'profile', 'page'] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];

/** One subscriber as staff see it. */
export interface Subscriber {
  _id: string;
  email: string;
  status: SubscriberStatus;
  /** The sign-up's source and the page it was made on, e.g. "footer /shop". */
  source: string;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface SubscriberPage {
  subscribers: Subscriber[];
  /** Pass as `offset` for the next page; null on the last page. */
  nextOffset: number | null;
  /** Every subscriber by status, whatever the filter. */
  counts: Record<SubscriberStatus, number>;
}

/** The shop's things a campaign can show, each as a card with its picture and a link. */
export const CAMPAIGN_BLOCK_KINDS = ['product', 'artwork', 'post'] as const;
export type CampaignBlockKind = (typeof CAMPAIGN_BLOCK_KINDS)[number];

export interface CampaignBlock {
  kind: CampaignBlockKind;
  id: string;
}

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};

export interface Campaign {
  _id: string;
  subject: string;
  text: string;
  blocks: CampaignBlock[];
  status: CampaignStatus;
  /** When a scheduled campaign starts going out; null for a draft or one sent at once. */
  scheduledAt: string | null;
  /** Messages delivered so far, of `total` (the confirmed subscribers when sending began). */
  sent: number;
  total: number;
  createdAt: string;
  updatedAt: string;
  /** When the last message went out; null until then. */
  sentAt: string | null;
  /** Counts its changes: a save based on an older version is refused (409 with `current`). */
  version: number;
}

/** What a visitor is told after signing up, whatever happened (nobody learns who is subscribed). */
export const SUBSCRIBE_ACCEPTED =
  'Almost there! Check your inbox and click the link in our email to confirm.';
export const SUBSCRIPTION_CONFIRMED = 'You’re subscribed! Thank you for following the atelier.';
export const UNSUBSCRIBED = 'You’re unsubscribed. You will get no more newsletters from us.';
export const NEWSLETTER_LINK_INVALID = 'This link is not valid any more.';

/** Unconfirmed sign-ups are dropped after this many days (and never mailed again). */
export const PENDING_SUBSCRIBER_DAYS = 7;
