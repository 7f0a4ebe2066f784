import {
  changePasswordSchema,
  forgotPasswordSchema,
  googleLoginSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@kawaii/shared';
import { byBodyEmail, byIp, createRateLimiter, MINUTE } from '../http/rate-limit.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import { viewerOf } from '../http/viewer.ts';
import type { AuthService } from './service.ts';

const ATTEMPTS_PER_MINUTE = 10;
/** Mail a person can make the shop send: enough for a typo and a retry, not for a flood. */
const MAILS_PER_HOUR = 5;
const HOUR = 60 * MINUTE;

export const RESET_MAIL_MAYBE_SENT =
  'If an account uses this email, a link to reset the password is on its way. It works for one hour.';

/** /api/auth: register, sign in (password or Google), and who am I. */
export function authRoutes(auth: AuthService): RouteTable {
  const table = createRouteTable('/auth');
  // One budget for the three sign-in doors, so guessing cannot switch doors to get more tries.
  const signInLimit = createRateLimiter([
    { name: 'sign-in:ip', limit: ATTEMPTS_PER_MINUTE, windowMs: MINUTE, keyOf: byIp },
    { name: 'sign-in:email', limit: ATTEMPTS_PER_MINUTE, windowMs: MINUTE, keyOf: byBodyEmail },
  ]).middleware;
  // Reset and verification links are mailed to a person's inbox: a few per address and hour.
  const mailLimit = createRateLimiter([
    { name: 'mail-link:ip', limit: ATTEMPTS_PER_MINUTE, windowMs: MINUTE, keyOf: byIp },
    { name: 'mail-link:email', limit: MAILS_PER_HOUR, windowMs: HOUR, keyOf: byBodyEmail },
    {
      name: 'mail-link:user',
      limit: MAILS_PER_HOUR,
      windowMs: HOUR,
      keyOf: (req) => (req.res ? viewerOf(req.res).userId : null),
    },
  ]).middleware;
  // Following a link: the token cannot be guessed, so this only keeps the hashing pool free.
  const linkLimit = createRateLimiter([
    { name: 'link:ip', limit: ATTEMPTS_PER_MINUTE, windowMs: MINUTE, keyOf: byIp },
  ]).middleware;

  table.post(
    '/register',
    {
      summary: 'Create an account, mail its verification link, and sign in',
      access: 'public',
      body: registerSchema,
      status: 201,
      before: [signInLimit],
    },
    ({ body }) => auth.register(body),
  );

  table.post(
    '/login',
    {
      summary: 'Sign in with email and password',
      access: 'public',
      body: loginSchema,
      before: [signInLimit],
    },
    ({ body }) => auth.login(body),
  );

  table.post(
    '/google',
    {
      summary: 'Sign in with a Google ID token; creates the account on first use',
      access: 'public',
      body: googleLoginSchema,
      before: [signInLimit],
    },
    ({ body }) => auth.loginWithGoogle(body),
  );

  table.post(
    '/google/link',
    {
      summary: 'Link Google to the signed-in account; answers a fresh session, others end',
      access: 'user',
      body: googleLoginSchema,
      before: [signInLimit],
    },
    ({ viewer, body }) => auth.linkGoogle(viewer.userId!, body),
  );

  table.put(
    '/password',
    {
      summary: 'Change the password (the current one required); answers a fresh session',
      access: 'user',
      body: changePasswordSchema,
      before: [signInLimit],
    },
    ({ viewer, body }) => auth.changePassword(viewer.userId!, body),
  );

  table.post(
    '/password/forgot',
    {
      summary: 'Mail a one-hour reset link if the address has an account; always 202',
      access: 'public',
      body: forgotPasswordSchema,
      status: 202,
      before: [mailLimit],
    },
    ({ body }) => {
      auth.forgotPassword(body);
      return { message: RESET_MAIL_MAYBE_SENT };
    },
  );

  table.post(
    '/password/reset',
    {
      summary: 'Set a new password from a reset link; every session ends, a new one is answered',
      access: 'public',
      body: resetPasswordSchema,
      before: [linkLimit],
    },
    ({ body }) => auth.resetPassword(body),
  );

  table.post(
    '/verify',
    {
      summary: 'Follow an email verification link (credits the welcome bonus once)',
      access: 'public',
      body: verifyEmailSchema,
      before: [linkLimit],
    },
    ({ body }) => auth.verifyEmail(body),
  );

  table.post(
    '/verify/resend',
    {
      summary: "Mail a new verification link to the signed-in account's address",
      access: 'user',
      status: 202,
      before: [mailLimit],
    },
    ({ viewer }) => {
      auth.resendVerification(viewer.userId!);
      return { message: 'We sent you a new verification link.' };
    },
  );

  table.post(
    '/sessions/revoke',
    {
      summary: 'Sign out everywhere: every session of the account ends, this one included',
      access: 'user',
      status: 204,
    },
    ({ viewer, res }) => {
      auth.endAllSessions(viewer.userId!);
      res.status(204).end();
    },
  );

  table.get(
    '/config',
    { summary: 'What the login page needs: the Google client id, or null', access: 'public' },
    () => ({ googleClientId: auth.googleClientId }),
  );

  table.get('/me', { summary: 'The signed-in account', access: 'user' }, ({ viewer }) => ({
    user: auth.me(viewer.userId!),
  }));

  return table;
}
