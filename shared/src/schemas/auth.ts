// Sign-in bodies (api-contract.md "Auth and roles").

import { z } from 'zod';
import { emailField, requiredText, singleLineText } from './fields.ts';

const MAX_PASSWORD = 200; // long enough for any passphrase, short enough to hash cheaply

const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`);

export const registerSchema = z.object({
  name: singleLineText('Name', 100),
  email: emailField(),
  password: passwordField.min(8, 'Password must be at least 8 characters'),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField(),
  password: passwordField,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const googleLoginSchema = z.object({
  token: requiredText('Google credential', 8192),
});
export type GoogleLoginInput = z.infer<typeof googleLoginSchema>;

/** A new password, with the same rule as registering. */
const newPasswordField = passwordField.min(8, 'Password must be at least 8 characters');

export const changePasswordSchema = z.object({
  currentPassword: passwordField,
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
