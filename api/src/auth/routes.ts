import {
  changePasswordSchema,
  googleLoginSchema,
  loginSchema,
  registerSchema,
} from '@kawaii/shared';
import { byBodyEmail, byIp, createRateLimiter, MINUTE } from '../http/rate-limit.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { AuthService } from './service.ts';

const ATTEMPTS_PER_MINUTE = 10;

/** /api/auth: register, sign in (password or Google), and who am I. */
export function authRoutes(auth: AuthService): RouteTable {
  const table = createRouteTable('/auth');
  // One budget for the three sign-in doors, so guessing cannot switch doors to get more tries.
  const signInLimit = createRateLimiter([
    { name: 'sign-in:ip', limit: ATTEMPTS_PER_MINUTE, windowMs: MINUTE, keyOf: byIp },
    { name: 'sign-in:email', limit: ATTEMPTS_PER_MINUTE, windowMs: MINUTE, keyOf: byBodyEmail },
  ]).middleware;

  table.post(
    '/register',
    {
      summary: 'Create an account (with the welcome bonus) and sign in',
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
