import type { Role, User } from '@kawaii/shared';
import type { ActivityLog } from '../activity/log.ts';
import { badRequest, notFound } from '../core/errors.ts';
import type { Viewer } from '../core/viewer.ts';
import { presentUser } from './presenter.ts';
import type { UserRecord, UserStore } from './store.ts';

export type UserService = ReturnType<typeof createUserService>;

// Role changes through the API move only between user and admin: the superadmin comes from
// the create-admin command, and is never demoted (or made) here.
const PROMOTION_REFUSALS: Partial<Record<Role, string>> = {
  admin: 'This user is already an admin',
  superadmin: 'A superadmin cannot be promoted',
};
const DEMOTION_REFUSALS: Partial<Record<Role, string>> = {
  user: 'Only an admin can be demoted; this user is not an admin',
  superadmin: 'A superadmin cannot be demoted',
};

/** User management for the superadmin: list, promote a user to admin, demote an admin. */
export function createUserService(store: UserStore, activity: ActivityLog | null = null) {
  function existing(id: string): UserRecord {
    const user = store.findById(id);
    if (!user) throw notFound('User not found');
    return user;
  }

  function changeRole(
    id: string,
    to: Role,
    refusals: Partial<Record<Role, string>>,
    actor: Viewer,
  ): User {
    const user = existing(id);
    const refusal = refusals[user.role];
    if (refusal) throw badRequest(refusal);
    const updatedAt = new Date().toISOString();
    store.setRole(user.id, to, updatedAt);
    activity?.record(actor, {
      action: to === 'admin' ? 'user.promote' : 'user.demote',
      subjectType: 'user',
      subjectId: user.id,
      summary: `Made ${user.email} ${to === 'admin' ? 'an admin' : 'a customer'}`,
    });
    return presentUser({ ...user, role: to, updatedAt });
  }

  return {
    list(search?: string): User[] {
      return store.list(search).map(presentUser);
    },

    getById(id: string): User | null {
      const user = store.findById(id);
      return user ? presentUser(user) : null;
    },

    promote(id: string, actor: Viewer): User {
      return changeRole(id, 'admin', PROMOTION_REFUSALS, actor);
    },

    demote(id: string, actor: Viewer): User {
      return changeRole(id, 'user', DEMOTION_REFUSALS, actor);
    },
  };
}
