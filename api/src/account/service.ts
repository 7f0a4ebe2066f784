import {
  oneLineAddress,
  type AchievementLists,
  type Dashboard,
  type MyOrderPage,
  type MyOrdersQuery,
  type ProfileSaved,
  type ProfileUpdate,
} from '@kawaii/shared';
import type { AchievementService } from '../achievements/service.ts';
import type { Db } from '../db/connection.ts';
import { badRequest, unauthorized } from '../core/errors.ts';
import type { OrderService } from '../orders/service.ts';
import { presentUser } from '../users/presenter.ts';
import type { UserRecord, UserStore } from '../users/store.ts';

export const GOOGLE_EMAIL_LOCKED = 'Email cannot be changed for Google accounts';

/**
 * Asks the owner of `email` to confirm it as the account's new address (inside the caller's
 * transaction); the account keeps its address until the link is followed.
 */
export type EmailChangeRequester = (userId: string, email: string, now: Date) => void;

export type AccountService = ReturnType<typeof createAccountService>;

/** The signed-in customer's own data; every method answers for `userId` only. */
export function createAccountService({
  db,
  users,
  orders,
  achievements,
  requestEmailChange,
}: {
  db: Db;
  users: UserStore;
  orders: OrderService;
  achievements: AchievementService;
  requestEmailChange: EmailChangeRequester;
}) {
  /** A token can outlive its account; such a caller is treated as signed out. */
  function accountOf(userId: string): UserRecord {
    const user = users.findById(userId);
    if (!user) throw unauthorized();
    return user;
  }

  const saveProfile = db.transaction((userId: string, update: ProfileUpdate): ProfileSaved => {
    const user = accountOf(userId);
    const changing = update.email.toLowerCase() !== user.email.toLowerCase();
    if (changing && user.isGoogleUser) throw badRequest(GOOGLE_EMAIL_LOCKED);
    // The account keeps its address (a change of case aside) until the new one is confirmed.
    const email = changing || user.isGoogleUser ? user.email : update.email;
    const at = new Date();
    const now = at.toISOString();
    if (changing && update.email.toLowerCase() !== user.pendingEmail?.toLowerCase()) {
      requestEmailChange(userId, update.email, at);
    }
    // Saving with the current address again withdraws a change still waiting for its link.
    if (!changing && user.pendingEmail !== null) users.setPendingEmail(userId, null, now);
    // A field left out keeps its value; a field sent empty clears it. A structured address
    // also writes the one-line `address` that older readers (and achievements) look at.
    const shippingAddress =
      update.shippingAddress === undefined ? user.shippingAddress : update.shippingAddress;
    const address =
      update.shippingAddress === undefined
        ? (update.address ?? user.address)
        : update.shippingAddress
          ? oneLineAddress(update.shippingAddress)
          : '';
    users.updateProfile(
      userId,
      {
        name: update.name,
        email,
        phone: update.phone ?? user.phone,
        address,
        shippingAddress,
        instagram: update.instagram ?? user.instagram,
        twitter: update.twitter ?? user.twitter,
      },
      now,
    );
    const unlockedAchievements = achievements.unlockEarned(userId, null, now);
    return { user: presentUser(accountOf(userId)), unlockedAchievements };
  });

  return {
    dashboard(userId: string): Dashboard {
      const newest = orders.pageForUser(userId);
      return {
        user: presentUser(accountOf(userId)),
        orders: newest.orders,
        orderCount: orders.countForUser(userId),
        ordersNextCursor: newest.nextCursor,
        achievements: achievements.listFor(userId),
      };
    },

    /** The account's order history, older pages of it (the dashboard holds the newest). */
    myOrders(userId: string, query: MyOrdersQuery): MyOrderPage {
      return orders.pageForUser(userId, query);
    },

    achievements(userId: string): AchievementLists {
      return achievements.listFor(userId);
    },

    updateProfile(userId: string, update: ProfileUpdate): ProfileSaved {
      return saveProfile.immediate(userId, update);
    },
  };
}
