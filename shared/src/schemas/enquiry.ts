// POST /api/enquiries (a visitor asks about an artwork for sale) and PATCH /api/enquiries/:id
// (staff mark it answered, or open again). The same schema checks the form in the browser.

import { z } from 'zod';
import { ENQUIRY_STATUSES } from '../domain/enquiry.ts';
import { emailField, oneOf, requiredText, singleLineText } from './fields.ts';

export const ENQUIRY_MESSAGE_MAX = 2000;

/** The form's fields: what the visitor types. */
export const enquiryFormSchema = z.object({
  name: singleLineText('Name', 100),
  email: emailField(),
  message: requiredText('Message', ENQUIRY_MESSAGE_MAX),
});
export type EnquiryForm = z.infer<typeof enquiryFormSchema>;

export const enquirySubmissionSchema = enquiryFormSchema.extend({
  artworkId: requiredText('Artwork', 100),
});
export type EnquirySubmission = z.infer<typeof enquirySubmissionSchema>;

export const enquiryStatusPatchSchema = z.object({
  status: oneOf('Status', ENQUIRY_STATUSES),
});
export type EnquiryStatusPatch = z.infer<typeof enquiryStatusPatchSchema>;
