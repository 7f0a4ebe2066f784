// Accounts: signing in, the customer's own dashboard, points and wishlist, and the superadmin's
// user management and activity log.

import { z } from 'zod';
import type {
  ActivityLine,
  AuthConfig,
  AuthSession,
  EmailVerified,
  Dashboard,
  ProfileSaved,
  RewardCodeChange,
  RewardCodesView,
  RewardHistory,
} from '../../domain/account.ts';
import type { RewardCode } from '../../rules/reward-codes.ts';
import { redeemRequestSchema } from '../../schemas/rewards.ts';
import type { AchievementLists } from '../../domain/commerce.ts';
import type { User } from '../../domain/entities.ts';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  googleLoginSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../../schemas/auth.ts';
import { optionalText } from '../../schemas/fields.ts';
import { profileUpdateSchema } from '../../schemas/profile.ts';
import { rewardHistoryQuerySchema } from '../../schemas/queries.ts';
import type { WishlistItem } from '../../rules/wishlist.ts';
import { wishlistMergeSchema } from '../../schemas/wishlist.ts';
import { answer, defineOperation } from '../operation.ts';

const TOO_MANY_TRIES = 'Too many sign-in attempts from this address or for this email';

export const authOperations = {
  register: defineOperation({
    method: 'post',
    path: '/api/auth/register',
    summary: 'Create an account, mail its verification link, and sign in',
    access: 'public',
    status: 201,
    body: registerSchema,
    answer: answer<AuthSession>(),
    failures: { 409: 'An account with this email already exists', 429: TOO_MANY_TRIES },
  }),
  login: defineOperation({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in with email and password',
    access: 'public',
    body: loginSchema,
    answer: answer<AuthSession>(),
    failures: { 429: TOO_MANY_TRIES, 503: 'The server is busy checking passwords' },
  }),
  loginWithGoogle: defineOperation({
    method: 'post',
    path: '/api/auth/google',
    summary: 'Sign in with a Google ID token; creates the account on first use',
    access: 'public',
    body: googleLoginSchema,
    answer: answer<AuthSession>(),
    failures: { 429: TOO_MANY_TRIES },
  }),
  linkGoogle: defineOperation({
    method: 'post',
    path: '/api/auth/google/link',
    summary: 'Link Google to the signed-in account; answers a fresh session, others end',
    access: 'user',
    body: googleLoginSchema,
    answer: answer<AuthSession>(),
    failures: { 409: 'That Google account belongs to another account', 429: TOO_MANY_TRIES },
  }),
  changePassword: defineOperation({
    method: 'put',
    path: '/api/auth/password',
    summary: 'Change the password (the current one required); answers a fresh session',
    access: 'user',
    body: changePasswordSchema,
    answer: answer<AuthSession>(),
    failures: { 429: TOO_MANY_TRIES },
  }),
  forgotPassword: defineOperation({
    method: 'post',
    path: '/api/auth/password/forgot',
    summary: 'Mail a one-hour reset link if the address has an account; always 202',
    access: 'public',
    status: 202,
    body: forgotPasswordSchema,
    answer: answer<{ message: string }>(),
    failures: { 429: 'Too many links asked for this address or from this one' },
  }),
  resetPassword: defineOperation({
    method: 'post',
    path: '/api/auth/password/reset',
    summary: 'Set a new password from a reset link; every session ends, a new one is answered',
    access: 'public',
    body: resetPasswordSchema,
    answer: answer<AuthSession>(),
    failures: { 429: 'Too many links followed from this address' },
  }),
  verifyEmail: defineOperation({
    method: 'post',
    path: '/api/auth/verify',
    summary: 'Follow an email verification link (credits the welcome bonus once)',
    access: 'public',
    body: verifyEmailSchema,
    answer: answer<EmailVerified>(),
    failures: { 429: 'Too many links followed from this address' },
  }),
  resendVerification: defineOperation({
    method: 'post',
    path: '/api/auth/verify/resend',
    summary: "Mail a new verification link to the signed-in account's address",
    access: 'user',
    status: 202,
    answer: answer<{ message: string }>(),
    failures: { 429: 'Too many links asked for this account' },
  }),
  revokeSessions: defineOperation({
    method: 'post',
    path: '/api/auth/sessions/revoke',
    summary: 'Sign out everywhere: every session of the account ends, this one included',
    access: 'user',
    status: 204,
    answer: answer<void>(),
  }),
  getAuthConfig: defineOperation({
    method: 'get',
    path: '/api/auth/config',
    summary: 'What the login page needs: the Google client id, or null',
    access: 'public',
    answer: answer<AuthConfig>(),
  }),
  getSignedInUser: defineOperation({
    method: 'get',
    path: '/api/auth/me',
    summary: 'The signed-in account',
    access: 'user',
    answer: answer<{ user: User }>(),
  }),
};

export const accountOperations = {
  getDashboard: defineOperation({
    method: 'get',
    path: '/api/user/dashboard',
    summary: 'The customer dashboard: account, orders and achievements',
    access: 'user',
    answer: answer<Dashboard>(),
  }),
  getAchievements: defineOperation({
    method: 'get',
    path: '/api/user/achievements',
    summary: 'Every achievement, unlocked and locked, for the signed-in user',
    access: 'user',
    answer: answer<AchievementLists>(),
  }),
  updateProfile: defineOperation({
    method: 'put',
    path: '/api/user/profile',
    summary: 'Save the profile; answers achievements it unlocked',
    access: 'user',
    body: profileUpdateSchema,
    answer: answer<ProfileSaved>(),
    failures: { 409: 'An account with this email already exists' },
  }),
  getRewardHistory: defineOperation({
    method: 'get',
    path: '/api/reward-points/history',
    summary: "The signed-in user's points history, newest first, paged (limit at most 100)",
    access: 'user',
    query: rewardHistoryQuerySchema,
    answer: answer<RewardHistory>(),
  }),
  listRewardCodes: defineOperation({
    method: 'get',
    path: '/api/reward-points/codes',
    summary: "The customer's reward codes, newest first, and the exclusive item on offer",
    access: 'user',
    answer: answer<RewardCodesView>(),
  }),
  getRewardCode: defineOperation({
    method: 'get',
    path: '/api/reward-points/codes/:code',
    summary: 'One of the customer’s own codes, as the checkout checks it (404 otherwise)',
    access: 'user',
    answer: answer<RewardCode>(),
    failures: { 404: 'No such code among the customer’s own' },
  }),
  redeemPoints: defineOperation({
    method: 'post',
    path: '/api/reward-points/redeem',
    summary: 'Spends points for a reward code ($5 off 500, free shipping 300, exclusive 2000)',
    access: 'user',
    status: 201,
    body: redeemRequestSchema,
    answer: answer<RewardCodeChange>(),
  }),
  giveBackRewardCode: defineOperation({
    method: 'delete',
    path: '/api/reward-points/codes/:code',
    summary: 'Gives an unused code back for its points',
    access: 'user',
    answer: answer<RewardCodeChange>(),
    failures: { 404: 'No such code among the customer’s own' },
  }),
};

type WishlistAnswer = { items: WishlistItem[] };

export const wishlistOperations = {
  getWishlist: defineOperation({
    method: 'get',
    path: '/api/wishlist',
    summary: "The signed-in customer's wishlist, newest first",
    access: 'user',
    answer: answer<WishlistAnswer>(),
  }),
  addToWishlist: defineOperation({
    method: 'put',
    path: '/api/wishlist/:kind/:id',
    summary: 'Adds a product or an artwork to the wishlist (again: no change)',
    access: 'user',
    answer: answer<WishlistAnswer>(),
    failures: { 404: 'No such product or artwork' },
  }),
  removeFromWishlist: defineOperation({
    method: 'delete',
    path: '/api/wishlist/:kind/:id',
    summary: 'Removes a product or an artwork from the wishlist',
    access: 'user',
    answer: answer<WishlistAnswer>(),
  }),
  mergeWishlist: defineOperation({
    method: 'post',
    path: '/api/wishlist/merge',
    summary: "Merges a guest's wishlist (kept in the browser) into the account's, at sign-in",
    access: 'user',
    body: wishlistMergeSchema,
    answer: answer<WishlistAnswer>(),
  }),
};

export const userListQuerySchema = z.object({ q: optionalText('Search', 200) });

export const activityQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(500, 'Limit must be 500 or less')
    .default(200),
});

export const userOperations = {
  listUsers: defineOperation({
    method: 'get',
    path: '/api/users',
    summary: 'List the accounts, newest first; q searches names and emails',
    access: 'superadmin',
    query: userListQuerySchema,
    answer: answer<User[]>(),
  }),
  promoteUser: defineOperation({
    method: 'put',
    path: '/api/users/:id/promote',
    summary: 'Make a user an admin',
    access: 'superadmin',
    answer: answer<{ user: User }>(),
    failures: { 404: 'No such account' },
  }),
  demoteUser: defineOperation({
    method: 'put',
    path: '/api/users/:id/demote',
    summary: 'Make an admin a user again',
    access: 'superadmin',
    answer: answer<{ user: User }>(),
    failures: { 404: 'No such account' },
  }),
  listActivity: defineOperation({
    method: 'get',
    path: '/api/activity',
    summary: 'The activity log, newest first: role changes, settings, prices, stock, deletes',
    access: 'superadmin',
    query: activityQuerySchema,
    answer: answer<ActivityLine[]>(),
  }),
};
