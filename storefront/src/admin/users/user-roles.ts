// The user table's words and the one role change each row offers:
// users can be promoted to admin, admins demoted to user, super admins are left alone.

import type { Role, User } from '@kawaii/shared';

export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  admin: 'Admin',
  superadmin: 'Super Admin',
};

export function loginTypeOf(user: Pick<User, 'isGoogleUser'>): 'Google' | 'Email' {
  return user.isGoogleUser ? 'Google' : 'Email';
}

export interface RoleAction {
  kind: 'promote' | 'demote';
  label: string;
}

export function roleActionFor(role: Role): RoleAction | null {
  if (role === 'user') return { kind: 'promote', label: 'Promote to Admin' };
  if (role === 'admin') return { kind: 'demote', label: 'Demote to User' };
  return null;
}

export function roleChangedMessage(user: Pick<User, 'name' | 'role'>): string {
  const article = user.role === 'admin' ? 'an' : 'a';
  return `${user.name} is now ${article} ${ROLE_LABELS[user.role]}.`;
}

/** The question asked before a role change, naming the person it changes. */
export function roleChangeQuestion(
  user: Pick<User, 'name' | 'email'>,
  action: RoleAction,
): { title: string; message: string; confirmLabel: string } {
  const who = `${user.name} (${user.email})`;
  return action.kind === 'promote'
    ? {
        title: `Promote ${user.name} to Admin?`,
        message: `${who} will be able to change posts, artworks, the shop, orders and settings.`,
        confirmLabel: 'Promote',
      }
    : {
        title: `Demote ${user.name} to User?`,
        message: `${who} will lose access to the admin area at once.`,
        confirmLabel: 'Demote',
      };
}
