// Commission requests (public, multipart with reference images), quotes, stage posts, payments,
// declines and the commission settings. The same schemas check the forms in the browser.

import { z } from 'zod';
import {
  COMMISSION_OPENNESS,
  COMMISSION_SIZES,
  COMMISSION_STATUSES,
} from '../domain/commission.ts';
import {
  emailField,
  existingImagesSchema,
  formBoolean,
  integerField,
  oneOf,
  optionalSingleLineText,
  optionalText,
  requiredText,
  singleLineText,
} from './fields.ts';
import { shippingAddressSchema } from './orders.ts';

const MAX_CENTS = 10_000_000;

const centsField = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be in whole cents`)
    .min(0, `${label} must be 0 or more`)
    .max(MAX_CENTS, `${label} is too large`);

/** Whole dollars typed in a form field (blank: not given), kept in cents. */
const optionalDollars = (label: string) =>
  z.preprocess(
    (input) => (typeof input === 'string' && input.trim() === '' ? undefined : input),
    integerField(label, { min: 0, max: MAX_CENTS / 100 })
      .optional()
      .transform((dollars) => (dollars === undefined ? undefined : dollars * 100)),
  );

const isoDate = (label: string) =>
  requiredText(label, 40).refine((text) => !Number.isNaN(Date.parse(text)), {
    message: `${label} must be a date`,
  });

export const commissionRequestSchema = z
  .object({
    name: singleLineText('Name', 100),
    email: emailField(),
    description: requiredText('What you would like', 4000),
    size: oneOf('Size or type', COMMISSION_SIZES),
    budgetMin: optionalDollars('Lowest budget'),
    budgetMax: optionalDollars('Highest budget'),
    wantedBy: z.preprocess(
      (input) => (typeof input === 'string' && input.trim() === '' ? undefined : input),
      isoDate('Wanted by').optional(),
    ),
    acceptTerms: formBoolean('Terms').refine((accepted) => accepted, {
      message: 'Please read and accept the terms',
    }),
  })
  .refine(
    (request) =>
      request.budgetMin === undefined ||
      request.budgetMax === undefined ||
      request.budgetMin <= request.budgetMax,
    { message: 'The lowest budget must not be above the highest', path: ['budgetMax'] },
  );
export type CommissionRequestInput = z.infer<typeof commissionRequestSchema>;

export const commissionQuoteSchema = z
  .object({
    priceCents: centsField('Price').min(1, 'Price must be more than 0'),
    timeline: requiredText('Timeline', 500),
    milestones: z
      .array(
        z.object({
          label: singleLineText('Milestone', 100),
          amountCents: centsField('Milestone amount').min(1, 'Each milestone must be above 0'),
          dueAtStage: optionalSingleLineText('Stage', 60),
        }),
        { error: 'Milestones must be a list' },
      )
      .min(1, 'Add at least one milestone')
      .max(10, 'At most 10 milestones'),
    expiresAt: isoDate('Expiry date'),
  })
  .refine(
    (quote) =>
      quote.milestones.reduce((sum, milestone) => sum + milestone.amountCents, 0) ===
      quote.priceCents,
    { message: 'The milestones must add up to the price', path: ['milestones'] },
  );
export type CommissionQuoteInput = z.infer<typeof commissionQuoteSchema>;

export const commissionDeclineSchema = z.object({
  message: optionalText('Message', 2000).transform((value) => value ?? ''),
});

export const commissionStagePostSchema = z.object({
  stage: singleLineText('Stage', 60),
  note: optionalText('Note', 4000).transform((value) => value ?? ''),
  askApproval: formBoolean('Ask for approval').default(false),
  /** Pictures already in the media library (a multipart post may also send new `images`). */
  imagePaths: existingImagesSchema,
});
export type CommissionStagePostInput = z.infer<typeof commissionStagePostSchema>;

export const commissionPaymentSchema = z.object({
  amountCents: centsField('Amount').min(1, 'Amount must be more than 0'),
  receivedAt: isoDate('Received on').optional(),
  reference: optionalSingleLineText('Reference', 100),
  note: optionalText('Note', 500),
});
export type CommissionPaymentInput = z.infer<typeof commissionPaymentSchema>;

/** The parcel of a finished commission: where it goes and how it is tracked. */
export const commissionShipSchema = z.object({
  shippingAddress: shippingAddressSchema,
  carrier: singleLineText('Carrier', 60),
  trackingNumber: singleLineText('Tracking number', 100),
  note: optionalText('Note for the client', 1000),
});
export type CommissionShipInput = z.infer<typeof commissionShipSchema>;

export const commissionKeyQuerySchema = z.object({
  key: optionalSingleLineText('Key', 100),
});

export const commissionListQuerySchema = z.object({
  status: oneOf('Status', COMMISSION_STATUSES).optional(),
});

export const commissionSettingsSchema = z.object({
  status: oneOf('Commissions', COMMISSION_OPENNESS),
  slots: integerField('Slots', { min: 0, max: 100 }),
  intro: optionalText('Intro', 4000).transform((value) => value ?? ''),
  terms: optionalText('Terms', 10_000).transform((value) => value ?? ''),
  stages: z
    .array(singleLineText('Stage', 60), { error: 'Stages must be a list' })
    .min(1, 'Add at least one stage')
    .max(12, 'At most 12 stages'),
  quoteValidDays: integerField('Quote valid for', { min: 1, max: 90 }),
  graceDays: integerField('Grace days', { min: 0, max: 90 }),
});
export type CommissionSettingsInput = z.infer<typeof commissionSettingsSchema>;
