// Accounts: who may call each sign-in, dashboard, wishlist and user-management operation, what it
// parses, and how OpenAPI describes it.

import { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  googleLoginSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../../schemas/auth.ts';
import { profileUpdateSchema } from '../../schemas/profile.ts';
import {
  myOrdersQuerySchema,
  rewardHistoryQuerySchema,
  userListQuerySchema,
} from '../../schemas/queries.ts';
import { redeemRequestSchema } from '../../schemas/rewards.ts';
import { wishlistMergeSchema } from '../../schemas/wishlist.ts';
import type { TermsTable } from '../terms.ts';

const TOO_MANY_TRIES =
  'Too many sign-in attempts from this address, or too many wrong passwords for this account from it';

export const activityQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(500, 'Limit must be 500 or less')
    .default(200),
});

const PASSWORDS_BUSY = 'The server is busy checking passwords; Retry-After says when to try again';
const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this shop';

export const accountTerms = {
  register: {
    summary: 'Create an account, mail its verification link, and sign in',
    access: 'public',
    body: registerSchema,
    failures: {
      409: 'An account with this email already exists',
      429: TOO_MANY_TRIES,
      503: PASSWORDS_BUSY,
    },
  },
  login: {
    summary: 'Sign in with email and password',
    access: 'public',
    body: loginSchema,
    failures: { 401: 'Wrong email or password', 429: TOO_MANY_TRIES, 503: PASSWORDS_BUSY },
  },
  loginWithGoogle: {
    summary: 'Sign in with a Google ID token; creates the account on first use',
    access: 'public',
    body: googleLoginSchema,
    failures: {
      401: 'Google did not confirm the token',
      409: 'An account with that email exists and may not be linked by email',
      429: TOO_MANY_TRIES,
      503: GOOGLE_NOT_CONFIGURED,
    },
  },
  linkGoogle: {
    summary: 'Link Google to the signed-in account; answers a fresh session, others end',
    access: 'user',
    body: googleLoginSchema,
    failures: {
      409: 'That Google account belongs to another account, or this one has Google already',
      429: TOO_MANY_TRIES,
      503: GOOGLE_NOT_CONFIGURED,
    },
  },
  changePassword: {
    summary: 'Change the password (the current one required); answers a fresh session',
    access: 'user',
    body: changePasswordSchema,
    failures: { 429: TOO_MANY_TRIES, 503: PASSWORDS_BUSY },
  },
  forgotPassword: {
    summary: 'Mail a one-hour reset link if the address has an account; always 202',
    access: 'public',
    body: forgotPasswordSchema,
    failures: { 429: 'Too many links asked for this address or from this one' },
  },
  resetPassword: {
    summary: 'Set a new password from a reset link; every session ends, a new one is answered',
    access: 'public',
    body: resetPasswordSchema,
    failures: { 429: 'Too many links followed from this address', 503: PASSWORDS_BUSY },
  },
  verifyEmail: {
    summary: 'Follow an email verification link (credits the welcome bonus once)',
    access: 'public',
    body: verifyEmailSchema,
    failures: {
      409: 'The address the link proves is another account’s by now',
      429: 'Too many links followed from this address',
    },
  },
  resendVerification: {
    summary: "Mail a new verification link to the signed-in account's address",
    access: 'user',
    failures: { 429: 'Too many links asked for this account' },
  },
  revokeSessions: {
    summary: 'Sign out everywhere: every session of the account ends, this one included',
    access: 'user',
  },
  getAuthConfig: {
    summary: 'What the login page needs: the Google client id, or null',
    access: 'public',
  },
  getSignedInUser: {
    summary: 'The signed-in account',
    access: 'user',
  },
  getDashboard: {
    summary:
      'The customer dashboard: account, the newest 20 orders with the count and a cursor for older ones, and achievements',
    access: 'user',
  },
  listMyOrders: {
    summary:
      "The signed-in customer's own orders, newest first, a page at a time (20 by default, at most 100)",
    access: 'user',
    query: myOrdersQuerySchema,
    failures: { 400: 'A cursor this list did not give out' },
  },
  getAchievements: {
    summary: 'Every achievement, unlocked and locked, for the signed-in user',
    access: 'user',
  },
  updateProfile: {
    summary: 'Save the profile; answers achievements it unlocked',
    access: 'user',
    body: profileUpdateSchema,
    failures: {
      409: 'An account with this email already exists',
      429: 'Mail to this address was already sent 3 times in the last hour',
    },
  },
  getRewardHistory: {
    summary: "The signed-in user's points history, newest first, paged (limit at most 100)",
    access: 'user',
    query: rewardHistoryQuerySchema,
  },
  listRewardCodes: {
    summary: "The customer's reward codes, newest first, and the exclusive item on offer",
    access: 'user',
  },
  getRewardCode: {
    summary: 'One of the customer’s own codes, as the checkout checks it (404 otherwise)',
    access: 'user',
    failures: { 404: 'No such code among the customer’s own' },
  },
  redeemPoints: {
    summary: 'Spends points for a reward code ($5 off 500, free shipping 300, exclusive 2000)',
    access: 'user',
    body: redeemRequestSchema,
  },
  giveBackRewardCode: {
    summary: 'Gives an unused code back for its points',
    access: 'user',
    failures: { 404: 'No such code among the customer’s own' },
  },
  getWishlist: {
    summary: "The signed-in customer's wishlist, newest first",
    access: 'user',
  },
  addToWishlist: {
    summary: 'Adds a product or an artwork to the wishlist (again: no change)',
    access: 'user',
    failures: { 404: 'No such product or artwork' },
  },
  removeFromWishlist: {
    summary: 'Removes a product or an artwork from the wishlist',
    access: 'user',
  },
  mergeWishlist: {
    summary: "Merges a guest's wishlist (kept in the browser) into the account's, at sign-in",
    access: 'user',
    body: wishlistMergeSchema,
  },
  listUsers: {
    summary:
      'The accounts, newest first, a page at a time (50 by default, at most 100; nextCursor reads the next); q searches names and emails',
    access: 'superadmin',
    query: userListQuerySchema,
  },
  promoteUser: {
    summary: 'Make a user an admin',
    access: 'superadmin',
    failures: { 404: 'No such account' },
  },
  demoteUser: {
    summary: 'Make an admin a user again',
    access: 'superadmin',
    failures: { 404: 'No such account' },
  },
  listActivity: {
    summary: 'The activity log, newest first: role changes, settings, prices, stock, deletes',
    access: 'superadmin',
    query: activityQuerySchema,
  },
} satisfies TermsTable;
