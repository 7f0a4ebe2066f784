// Commissions: who may call each step, what each parses.

import { z } from 'zod';
import { COMMISSION_STATUSES } from '../../domain/commission.ts';
import {
  commissionDeclineSchema,
  commissionKeyQuerySchema,
  commissionListQuerySchema,
  commissionPaymentSchema,
  commissionQuoteSchema,
  commissionRequestSchema,
  commissionSettingsSchema,
  commissionShipSchema,
  commissionStagePostSchema,
} from '../../schemas/commission.ts';
import { oneOf } from '../../schemas/fields.ts';
import type { TermsTable } from '../terms.ts';

const notYours = 'No such commission, or the key is wrong';

export const commissionTerms = {
  getCommissionOpenings: {
    summary: 'Whether commissions are open, the slots left, the intro, terms and stages',
    access: 'public',
  },
  requestCommission: {
    summary:
      'Ask for a commission (multipart, up to 5 reference images in `references`); joins the waitlist when no slot is left',
    access: 'optional-user',
    body: commissionRequestSchema,
    files: ['references'],
    failures: {
      413: 'An image is larger than the upload limit',
      429: 'Too many requests from this address',
    },
  },
  getCommissionSettings: {
    summary: 'The commission settings: openness, slots, intro, terms, stages and days',
    access: 'admin',
  },
  updateCommissionSettings: {
    summary: 'Save the commission settings',
    access: 'admin',
    body: commissionSettingsSchema,
  },
  listMyCommissions: {
    summary: 'The signed-in client’s own commissions',
    access: 'user',
  },
  lookupCommission: {
    summary: 'A client’s commission page: quote, stages, payments and place in the queue',
    access: 'optional-user',
    query: commissionKeyQuerySchema,
    failures: { 404: notYours },
  },
  acceptCommissionQuote: {
    summary: 'The client accepts the quote; the commission takes a slot',
    access: 'optional-user',
    query: commissionKeyQuerySchema,
    // 400 also when the quote has expired.
    failures: { 404: notYours, 409: 'No quote is waiting' },
  },
  declineCommissionQuote: {
    summary: 'The client turns the quote down',
    access: 'optional-user',
    query: commissionKeyQuerySchema,
    failures: { 404: notYours, 409: 'No quote is waiting for an answer' },
  },
  declineCommissionRequest: {
    summary: 'Decline a request or an unanswered quote, with a message for the client',
    access: 'admin',
    body: commissionDeclineSchema,
    failures: { 404: 'No such commission', 409: 'Nothing to decline any more' },
  },
  approveCommissionStage: {
    summary: 'The client approves a stage the artist asked them to approve',
    access: 'optional-user',
    query: commissionKeyQuerySchema,
    failures: { 404: 'No such stage waiting for approval, or the key is wrong' },
  },
  listCommissions: {
    summary: 'The commissions queue, newest first, with counts by status',
    access: 'admin',
    query: commissionListQuerySchema,
  },
  getCommission: {
    summary: 'One commission with its references, quote, stages and payments',
    access: 'admin',
    failures: { 404: 'No such commission' },
  },
  shipCommission: {
    summary:
      'Ship a finished, fully paid commission: makes its shipping order (address, zone, carrier, tracking) and mails the tracking',
    access: 'admin',
    body: commissionShipSchema,
    failures: {
      404: 'No such commission',
      409: 'A balance is due, the last stage is not posted, or it is not being made',
    },
  },
  moveCommission: {
    summary:
      'Move a commission on: in progress, waiting for payment, ready to ship, or cancelled (under the terms once it is being made)',
    access: 'admin',
    body: z.object({ status: oneOf('Status', COMMISSION_STATUSES) }),
    failures: { 404: 'No such commission', 409: 'The move is not possible from its status' },
  },
  quoteCommission: {
    summary: 'Send (or revise) a quote: price, timeline, milestones and expiry',
    access: 'admin',
    body: commissionQuoteSchema,
    failures: { 404: 'No such commission', 409: 'The commission can no longer be quoted' },
  },
  postCommissionStage: {
    summary:
      'Post a stage with a note and pictures (multipart `images`), optionally asking approval',
    access: 'admin',
    body: commissionStagePostSchema,
    files: ['images'],
    failures: { 404: 'No such commission', 409: 'The commission is not being made' },
  },
  recordCommissionPayment: {
    summary: 'Record a payment received by Zelle; never above the balance',
    access: 'admin',
    body: commissionPaymentSchema,
    failures: { 404: 'No such commission', 409: 'No accepted quote to pay' },
  },
} satisfies TermsTable;
