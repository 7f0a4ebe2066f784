import type { Request } from 'express';
import { operations } from '@kawaii/shared';
import {
  byBodyEmail,
  byIp,
  createFailureLimiter,
  createRateLimiter,
  MINUTE,
} from '../http/rate-limit.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import { viewerOf } from '../http/viewer.ts';
import { VISITOR_MAILS_PER_HOUR } from '../mail/visitor-mail-limit.ts';
import type { AuthService } from './service.ts';

const ATTEMPTS_PER_MINUTE = 10;
/** Wrong passwords for one account from one address before that pair waits out the window. */
const FAILED_SIGN_INS = 10;
const FAILURE_WINDOW_MS = 15 * MINUTE;
/** Mail a person can make the shop send: enough for a typo and a retry, not for a flood. */
const MAILS_PER_HOUR = VISITOR_MAILS_PER_HOUR;
const HOUR = 60 * MINUTE;

export const RESET_MAIL_MAYBE_SENT =
  'If an account uses this email, a link to reset the password is on its way. It works for one hour.';

/** /api/auth: register, sign in (password or Google), and who am I. */
export function authRoutes(auth: AuthService): RouteTable {
  const table = createRouteTable('/auth');
  // The flood limit: one budget per address for the sign-in doors (each attempt costs hashing
  // work, right or wrong), so guessing cannot switch doors to get more tries.
  const signInLimit = createRateLimiter([
    { name: 'sign-in:ip', limit: ATTEMPTS_PER_MINUTE, windowMs: MINUTE, keyOf: byIp },
  ]).middleware;
  // Guessing one account's password is stopped per account AND address, counting failures
  // only: whoever guesses from elsewhere never locks the owner out of her own account.
  const wrongPasswordLimit = (
    name: string,
    keyOf: (req: Request) => string | null,
    failed: (status: number) => boolean,
  ) =>
    createFailureLimiter({
      name,
      limit: FAILED_SIGN_INS,
      windowMs: FAILURE_WINDOW_MS,
      keyOf: (req) => {
        const account = keyOf(req);
        return account === null ? null : `${account}\u0000${byIp(req)}`;
      },
      failed,
    }).middleware;
  const loginFailures = wrongPasswordLimit(
    'sign-in:email+ip',
    byBodyEmail,
    (status) => status === 401,
  );
  // A wrong current password answers 400 with the field marked.
  const passwordFailures = wrongPasswordLimit(
    'change-password:user+ip',
    (req) => (req.res ? viewerOf(req.res).userId : null),
    (status) => status === 400,
  );
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
  const signIn = { before: [signInLimit] };

  table.handle(operations.register, ({ body }) => auth.register(body), signIn);

  table.handle(operations.login, ({ body }) => auth.login(body), {
    before: [signInLimit, loginFailures],
  });

  table.handle(operations.loginWithGoogle, ({ body }) => auth.loginWithGoogle(body), signIn);

  table.handle(
    operations.linkGoogle,
    ({ viewer, body }) => auth.linkGoogle(viewer.userId!, body),
    signIn,
  );

  table.handle(
    operations.changePassword,
    ({ viewer, body }) => auth.changePassword(viewer.userId!, body),
    { before: [signInLimit, passwordFailures] },
  );

  table.handle(
    operations.forgotPassword,
    ({ body }) => {
      auth.forgotPassword(body);
      return { message: RESET_MAIL_MAYBE_SENT };
    },
    { before: [mailLimit] },
  );

  table.handle(operations.resetPassword, ({ body }) => auth.resetPassword(body), {
    before: [linkLimit],
  });

  table.handle(operations.verifyEmail, ({ body }) => auth.verifyEmail(body), {
    before: [linkLimit],
  });

  table.handle(
    operations.resendVerification,
    ({ viewer }) => {
      auth.resendVerification(viewer.userId!);
      return { message: 'We sent you a new verification link.' };
    },
    { before: [mailLimit] },
  );

  // Answers 204, no body.
  table.handle(operations.revokeSessions, ({ viewer }) => {
    auth.endAllSessions(viewer.userId!);
    return undefined;
  });

  table.handle(operations.getAuthConfig, () => ({ googleClientId: auth.googleClientId }));

  table.handle(operations.getSignedInUser, ({ viewer }) => ({ user: auth.me(viewer.userId!) }));

  return table;
}
