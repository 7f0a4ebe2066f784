import { operations } from '@kawaii/shared';
import { byBodyEmail, byIp, createRateLimiter, MINUTE } from '../http/rate-limit.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { AuthService } from './service.ts';

const ATTEMPTS_PER_MINUTE = 10;

/** /api/auth: register, sign in (password or Google), and who am I. */
export function authRoutes(auth: AuthService): RouteTable {
  const table = createRouteTable('/auth');
  // One budget for the three sign-in doors, so guessing cannot switch doors to get more tries.
  const limited = {
    before: [
      createRateLimiter([
        { name: 'sign-in:ip', limit: ATTEMPTS_PER_MINUTE, windowMs: MINUTE, keyOf: byIp },
        { name: 'sign-in:email', limit: ATTEMPTS_PER_MINUTE, windowMs: MINUTE, keyOf: byBodyEmail },
      ]).middleware,
    ],
  };

  table.handle(operations.register, ({ body }) => auth.register(body), limited);

  table.handle(operations.login, ({ body }) => auth.login(body), limited);

  table.handle(operations.loginWithGoogle, ({ body }) => auth.loginWithGoogle(body), limited);

  table.handle(
    operations.linkGoogle,
    ({ viewer, body }) => auth.linkGoogle(viewer.userId!, body),
    limited,
  );

  table.handle(
    operations.changePassword,
    ({ viewer, body }) => auth.changePassword(viewer.userId!, body),
    limited,
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
