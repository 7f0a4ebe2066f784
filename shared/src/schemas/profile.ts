// The customer's Profile Settings form (spec section 2 "Customer dashboard").

import { z } from 'zod';
import { emailField, optionalText, requiredText } from './fields.ts';

export const profileUpdateSchema = z.object({
  name: requiredText('Name', 100),
  email: emailField(),
  phone: optionalText('Phone', 40),
  address: optionalText('Address', 300),
  instagram: optionalText('Instagram', 100),
  twitter: optionalText('Twitter', 100),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
