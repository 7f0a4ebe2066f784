// What the account operations answer: a session, the dashboard, a saved profile, points history.

import type {
  Achievement,
  AchievementLists,
  Order,
  Pagination,
  RewardTransaction,
} from './commerce.ts';
import type { User } from './entities.ts';
import type { RewardCode, RewardCodeItem } from '../rules/reward-codes.ts';

/** What register, login and Google sign-in answer. */
export interface AuthSession {
  token: string;
  user: User;
}

/** What following a verification link answers: the proven address, and points it earned. */
export interface EmailVerified {
  email: string;
  emailVerified: true;
  /** The welcome bonus credited by this verification; 0 when it was credited before. */
  welcomeBonus: number;
}

/** What the login page needs to know: Google sign-in is offered only with a client id. */
export interface AuthConfig {
  googleClientId: string | null;
}

export interface Dashboard {
  user: User;
  /** The newest orders, a page of them (DASHBOARD_ORDERS_PAGE); older ones from listMyOrders. */
  orders: Order[];
  /** How many orders the account has in all. */
  orderCount: number;
  /** Pass as `cursor` to listMyOrders for the next (older) page; null when all are here. */
  ordersNextCursor: string | null;
  achievements: AchievementLists;
}

/** A page of the signed-in customer's own orders, newest first. */
export interface MyOrderPage {
  orders: Order[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export interface ProfileSaved {
  user: User;
  /** Achievements this save unlocked (their points are already in `user.rewardPoints`). */
  unlockedAchievements: Achievement[];
}

export interface RewardHistory {
  transactions: RewardTransaction[];
  pagination: Pagination;
}

/** One line of the activity log, newest first. */
export interface ActivityLine {
  _id: string;
  actor: { _id: string | null; email: string };
  action: string;
  subjectType: string;
  subjectId: string | null;
  summary: string;
  createdAt: string;
}

/** The Rewards tab: the customer's codes and the exclusive item on offer now. */
export interface RewardCodesView {
  codes: RewardCode[];
  rewardItem: RewardCodeItem | null;
}

/** After redeeming or giving a code back: the code and the balance now. */
export interface RewardCodeChange {
  code: RewardCode;
  rewardPoints: number;
}
