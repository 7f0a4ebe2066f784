// Sign-in bodies: register {name, email, password}, login {email, password}, Google {token}.
// Passwords are at least 8 characters; emails compare case-insensitively.

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

/** "Forgot password?": the address to mail a reset link to. */
export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The token from a mailed link (base64url, as the server writes them). */
const linkTokenField = z
  .string({ error: 'The link is missing its token' })
  .min(1, 'The link is missing its token')
  .max(200, 'This link is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'This link is not valid');

export const resetPasswordSchema = z.object({
  token: linkTokenField,
  password: newPasswordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.object({ token: linkTokenField });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
