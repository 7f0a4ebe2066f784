// The newsletter and the statistics: who may call what, what each call parses.

import {
  campaignInputSchema,
  campaignSendSchema,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
  newsletterUnsubscribeQuerySchema,
  subscriberQuerySchema,
} from '../../schemas/newsletter.ts';
import { fieldPatchSchema } from '../../schemas/field-patch.ts';
import { statsHitSchema, statsQuerySchema } from '../../schemas/stats.ts';
import { nameCollection } from '../collection-names.ts';
import type { OperationTerms } from '../operation.ts';
import type { TermsTable } from '../terms.ts';

const campaignRefused = {
  404: 'No such campaign',
  409: 'Already sending or sent; or saved from an older version (the answer then carries `current`)',
};

const campaignTerms = nameCollection({ one: 'Campaign', many: 'Campaigns' }, {
  list: {
    summary: 'Newsletter campaigns, newest first, with how many were sent of how many',
    access: 'admin',
  },
  create: {
    summary: 'Write a campaign (a draft until sent)',
    access: 'admin',
    body: campaignInputSchema,
  },
  update: {
    summary: 'Change a draft or scheduled campaign (a scheduled one goes back to draft)',
    access: 'admin',
    body: campaignInputSchema,
    failures: campaignRefused,
  },
  patch: {
    summary:
      'Change some fields of a draft or scheduled campaign (a scheduled one goes back to draft)',
    access: 'admin',
    body: fieldPatchSchema,
    failures: campaignRefused,
  },
  remove: {
    summary: 'Delete a draft or scheduled campaign',
    access: 'admin',
    failures: campaignRefused,
  },
} satisfies Record<string, OperationTerms>);

export const growthTerms = {
  subscribeNewsletter: {
    summary:
      'Sign up for the newsletter: always 202; a confirmation mail goes out unless the address is already confirmed or a limit was reached',
    access: 'optional-user',
    body: newsletterSubscribeSchema,
  },
  confirmNewsletter: {
    summary: 'Confirm a sign-up with the token of its confirmation mail',
    access: 'public',
    body: newsletterTokenSchema,
    failures: { 404: 'No pending sign-up has this token (used, expired or unknown)' },
  },
  newsletterSubscription: {
    summary:
      'The subscription an unsubscribe link is for (address partly hidden); a browser asking for HTML is sent to the unsubscribe page',
    access: 'public',
    query: newsletterUnsubscribeQuerySchema,
    failures: { 404: 'No subscriber has this token' },
  },
  unsubscribeNewsletter: {
    summary:
      'Unsubscribe at once, without signing in (the RFC 8058 one-click POST with List-Unsubscribe=One-Click included)',
    access: 'public',
    query: newsletterUnsubscribeQuerySchema,
    failures: { 404: 'No subscriber has this token' },
  },
  listSubscribers: {
    summary: 'Subscribers, newest first, 100 a page, with the counts by status',
    access: 'admin',
    query: subscriberQuerySchema,
  },
  exportSubscribers: {
    summary: 'The confirmed subscribers as CSV (email, confirmed at, source)',
    access: 'admin',
  },
  ...campaignTerms,
  testCampaign: {
    summary: 'Send the campaign to the signed-in staff member only',
    access: 'admin',
    failures: { 404: 'No such campaign' },
  },
  sendCampaign: {
    summary:
      'Send the campaign to every confirmed subscriber now, or schedule it (`at`); it goes through the outbox in batches',
    access: 'admin',
    body: campaignSendSchema,
    failures: { 404: 'No such campaign', 409: 'Already sending or sent' },
  },
  countPageView: {
    summary:
      'Count a page view the browser made without loading a page (a navigation inside the site); nothing is stored about the visitor',
    access: 'optional-user',
    body: statsHitSchema,
  },
  getStats: {
    summary:
      'Visitors, views, orders, revenue and conversion per day, top pages, products, referrers, campaigns and promo codes for a period (default the last 30 days), and the same for the period before',
    access: 'admin',
    query: statsQuerySchema,
  },
} satisfies TermsTable;
