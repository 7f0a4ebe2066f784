// The customer's Profile Settings form: name and email required; phone, address, instagram and
// twitter optional.

import { z } from 'zod';
import { emailField, optionalSingleLineText, optionalText, singleLineText } from './fields.ts';
import { shippingAddressSchema } from './orders.ts';

export const profileUpdateSchema = z.object({
  name: singleLineText('Name', 100),
  email: emailField(),
  phone: optionalSingleLineText('Phone', 40),
  /** Older clients' free text; ignored when `shippingAddress` is sent. */
  address: optionalText('Address', 300),
  /** The same address as the checkout's; null removes it. */
  shippingAddress: shippingAddressSchema.nullish(),
  instagram: optionalSingleLineText('Instagram', 100),
  twitter: optionalSingleLineText('Twitter', 100),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
