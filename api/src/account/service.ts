import type { AchievementLists, Dashboard, ProfileSaved, ProfileUpdate } from '@kawaii/shared';
import type { AchievementService } from '../achievements/service.ts';
import type { Db } from '../db/connection.ts';
import { badRequest, conflict, unauthorized } from '../http/errors.ts';
import type { OrderService } from '../orders/service.ts';
import { presentUser } from '../users/presenter.ts';
import type { UserRecord, UserStore } from '../users/store.ts';

export const GOOGLE_EMAIL_LOCKED = 'Email cannot be changed for Google accounts';
export const EMAIL_TAKEN = 'An account with this email already exists';

export type AccountService = ReturnType<typeof createAccountService>;

/** The signed-in customer's own data; every method answers for `userId` only. */
export function createAccountService({
  db,
  users,
  orders,
  achievements,
}: {
  db: Db;
  users: UserStore;
  orders: OrderService;
  achievements: AchievementService;
}) {
  /** A token can outlive its account; such a caller is treated as signed out. */
  function accountOf(userId: string): UserRecord {
    const user = users.findById(userId);
    if (!user) throw unauthorized();
    return user;
  }

  const saveProfile = db.transaction((userId: string, update: ProfileUpdate): ProfileSaved => {
    const user = accountOf(userId);
    const email = checkedEmail(user, update.email);
    const now = new Date().toISOString();
    // A field left out keeps its value; a field sent empty clears it.
    users.updateProfile(
      userId,
      {
        name: update.name,
        email,
        phone: update.phone ?? user.phone,
        address: update.address ?? user.address,
        instagram: update.instagram ?? user.instagram,
        twitter: update.twitter ?? user.twitter,
      },
      now,
    );
    const unlockedAchievements = achievements.unlockEarned(userId, null, now);
    return { user: presentUser(accountOf(userId)), unlockedAchievements };
  });

  /** Google owns a Google account's email; anyone else may take a free one. */
  function checkedEmail(user: UserRecord, requested: string): string {
    if (requested.toLowerCase() === user.email.toLowerCase()) {
      return user.isGoogleUser ? user.email : requested;
    }
    if (user.isGoogleUser) throw badRequest(GOOGLE_EMAIL_LOCKED);
    const owner = users.findByEmail(requested);
    if (owner && owner.id !== user.id) throw conflict(EMAIL_TAKEN);
    return requested;
  }

  return {
    dashboard(userId: string): Dashboard {
      return {
        user: presentUser(accountOf(userId)),
        orders: orders.listForUser(userId),
        achievements: achievements.listFor(userId),
      };
    },

    achievements(userId: string): AchievementLists {
      return achievements.listFor(userId);
    },

    updateProfile(userId: string, update: ProfileUpdate): ProfileSaved {
      return saveProfile.immediate(userId, update);
    },
  };
}
