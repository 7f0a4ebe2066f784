import type { Role, User, UserListQuery, UserPage } from '@kawaii/shared';
import type { ActivityLog } from '../activity/log.ts';
import { badRequest, notFound } from '../core/errors.ts';
import type { Viewer } from '../core/viewer.ts';
import { presentUser } from './presenter.ts';
import type { UserRecord, UserStore } from './store.ts';

export type UserService = ReturnType<typeof createUserService>;

/** Accounts a page of the admin's list holds unless the caller asks for fewer or more. */
export const USER_PAGE_SIZE = 50;
export const BAD_USER_CURSOR = 'cursor is not one this list gave out';

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id, ...rest] = cursor.split('|');
  if (!createdAt || !id || rest.length > 0 || Number.isNaN(Date.parse(createdAt))) {
    throw badRequest(BAD_USER_CURSOR);
  }
  return { createdAt, id };
}

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
    /** Newest first, a page at a time; the cursor is the last row's `createdAt|id`. */
    list(query: UserListQuery = {}): UserPage {
      const limit = query.limit ?? USER_PAGE_SIZE;
      const rows = store.list({
        search: query.q,
        limit: limit + 1,
        before: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        users: page.map(presentUser),
        nextCursor: rows.length > limit && last ? `${last.createdAt}|${last.id}` : null,
      };
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
