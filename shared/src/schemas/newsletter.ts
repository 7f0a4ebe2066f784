// The newsletter's inputs: a visitor's sign-up, the confirm and unsubscribe links, staff's
// campaigns and their sending. The same schemas check the forms in the browser.

import { z } from 'zod';
import { CAMPAIGN_BLOCK_KINDS, SIGNUP_SOURCES, SUBSCRIBER_STATUSES } from '../domain/newsletter.ts';
import {
  emailField,
  oneOf,
  optionalText,
  requiredText,
  singleLineText,
  versionField,
} from './fields.ts';

export const CAMPAIGN_TEXT_MAX = 20_000;
export const CAMPAIGN_BLOCKS_MAX = 12;

/** The sign-up form: just the address. */
export const newsletterFormSchema = z.object({ email: emailField() });

/**
 * POST /api/newsletter/subscribe. `source` is where the form sits; `page` the path it was on
 * (both kept with the consent).
 */
export const newsletterSubscribeSchema = newsletterFormSchema.extend({
  source: oneOf('Source', SIGNUP_SOURCES),
  page: z
    .string()
    .max(200, 'Page must be at most 200 characters')
    .regex(/^\//, 'Page must be a path')
    .optional(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscribeSchema>;

const tokenField = requiredText('Token', 200);

export const newsletterTokenSchema = z.object({ token: tokenField });

/** The unsubscribe link's query; the RFC 8058 POST also sends `List-Unsubscribe=One-Click`. */
export const newsletterUnsubscribeQuerySchema = z.object({ token: tokenField });

export const subscriberQuerySchema = z.object({
  status: z.preprocess(
    (input) => (input === '' || input === 'all' ? undefined : input),
    z
      .enum(SUBSCRIBER_STATUSES, { error: 'status must be pending, confirmed or unsubscribed' })
      .optional(),
  ),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .optional(),
});
export type SubscriberQuery = z.infer<typeof subscriberQuerySchema>;

export const campaignBlockSchema = z.object({
  kind: oneOf('Block', CAMPAIGN_BLOCK_KINDS),
  id: requiredText('Block id', 100),
});

export const campaignInputSchema = z.object({
  subject: singleLineText('Subject', 150),
  text: optionalText('Text', CAMPAIGN_TEXT_MAX),
  blocks: z
    .array(campaignBlockSchema)
    .max(CAMPAIGN_BLOCKS_MAX, `At most ${CAMPAIGN_BLOCKS_MAX} blocks`)
    .default([]),
  version: versionField,
});
export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignDraft = z.output<typeof campaignInputSchema>;

/** POST .../:id/send: now, or at a later time. */
export const campaignSendSchema = z.object({
  at: z.iso.datetime({ offset: true, error: 'at must be a date and time (ISO 8601)' }).optional(),
});
export type CampaignSend = z.infer<typeof campaignSendSchema>;
