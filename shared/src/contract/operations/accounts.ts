// Accounts: signing in, the customer's own dashboard, points and wishlist, and the superadmin's
// user management and activity log.

import type {
  ActivityLine,
  AuthConfig,
  AuthSession,
  EmailVerified,
  Dashboard,
  MyOrderPage,
  ProfileSaved,
  RewardCodeChange,
  RewardCodesView,
  RewardHistory,
} from '../../domain/account.ts';
import type { RewardCode } from '../../rules/reward-codes.ts';
import type { AchievementLists } from '../../domain/commerce.ts';
import type { User, UserPage } from '../../domain/entities.ts';
import type { WishlistItem } from '../../rules/wishlist.ts';
import { answer, defineOperation } from '../operation.ts';

export const authOperations = {
  register: defineOperation({
    method: 'post',
    path: '/api/auth/register',
    status: 201,
    answer: answer<AuthSession>(),
  }),
  login: defineOperation({
    method: 'post',
    path: '/api/auth/login',
    answer: answer<AuthSession>(),
  }),
  loginWithGoogle: defineOperation({
    method: 'post',
    path: '/api/auth/google',
    answer: answer<AuthSession>(),
  }),
  linkGoogle: defineOperation({
    method: 'post',
    path: '/api/auth/google/link',
    answer: answer<AuthSession>(),
  }),
  changePassword: defineOperation({
    method: 'put',
    path: '/api/auth/password',
    answer: answer<AuthSession>(),
  }),
  forgotPassword: defineOperation({
    method: 'post',
    path: '/api/auth/password/forgot',
    status: 202,
    answer: answer<{ message: string }>(),
  }),
  resetPassword: defineOperation({
    method: 'post',
    path: '/api/auth/password/reset',
    answer: answer<AuthSession>(),
  }),
  verifyEmail: defineOperation({
    method: 'post',
    path: '/api/auth/verify',
    answer: answer<EmailVerified>(),
  }),
  resendVerification: defineOperation({
    method: 'post',
    path: '/api/auth/verify/resend',
    status: 202,
    answer: answer<{ message: string }>(),
  }),
  revokeSessions: defineOperation({
    method: 'post',
    path: '/api/auth/sessions/revoke',
    status: 204,
    answer: answer<void>(),
  }),
  getAuthConfig: defineOperation({
    method: 'get',
    path: '/api/auth/config',
    answer: answer<AuthConfig>(),
  }),
  getSignedInUser: defineOperation({
    method: 'get',
    path: '/api/auth/me',
    answer: answer<{ user: User }>(),
  }),
};

export const accountOperations = {
  getDashboard: defineOperation({
    method: 'get',
    path: '/api/user/dashboard',
    answer: answer<Dashboard>(),
  }),
  listMyOrders: defineOperation({
    method: 'get',
    path: '/api/user/orders',
    answer: answer<MyOrderPage>(),
  }),
  getAchievements: defineOperation({
    method: 'get',
    path: '/api/user/achievements',
    answer: answer<AchievementLists>(),
  }),
  updateProfile: defineOperation({
    method: 'put',
    path: '/api/user/profile',
    answer: answer<ProfileSaved>(),
  }),
  getRewardHistory: defineOperation({
    method: 'get',
    path: '/api/reward-points/history',
    answer: answer<RewardHistory>(),
  }),
  listRewardCodes: defineOperation({
    method: 'get',
    path: '/api/reward-points/codes',
    answer: answer<RewardCodesView>(),
  }),
  getRewardCode: defineOperation({
    method: 'get',
    path: '/api/reward-points/codes/:code',
    answer: answer<RewardCode>(),
  }),
  redeemPoints: defineOperation({
    method: 'post',
    path: '/api/reward-points/redeem',
    status: 201,
    answer: answer<RewardCodeChange>(),
  }),
  giveBackRewardCode: defineOperation({
    method: 'delete',
    path: '/api/reward-points/codes/:code',
    answer: answer<RewardCodeChange>(),
  }),
};

type WishlistAnswer = { items: WishlistItem[] };

export const wishlistOperations = {
  getWishlist: defineOperation({
    method: 'get',
    path: '/api/wishlist',
    answer: answer<WishlistAnswer>(),
  }),
  addToWishlist: defineOperation({
    method: 'put',
    path: '/api/wishlist/:kind/:id',
    answer: answer<WishlistAnswer>(),
  }),
  removeFromWishlist: defineOperation({
    method: 'delete',
    path: '/api/wishlist/:kind/:id',
    answer: answer<WishlistAnswer>(),
  }),
  mergeWishlist: defineOperation({
    method: 'post',
    path: '/api/wishlist/merge',
    answer: answer<WishlistAnswer>(),
  }),
};

export const userOperations = {
  listUsers: defineOperation({
    method: 'get',
    path: '/api/users',
    answer: answer<UserPage>(),
  }),
  promoteUser: defineOperation({
    method: 'put',
    path: '/api/users/:id/promote',
    answer: answer<{ user: User }>(),
  }),
  demoteUser: defineOperation({
    method: 'put',
    path: '/api/users/:id/demote',
    answer: answer<{ user: User }>(),
  }),
  listActivity: defineOperation({
    method: 'get',
    path: '/api/activity',
    answer: answer<ActivityLine[]>(),
  }),
};
