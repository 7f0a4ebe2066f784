import type { User } from '@kawaii/shared';
import { loginTypeOf, roleActionFor, ROLE_LABELS, type RoleAction } from './user-roles.ts';

interface UserTableProps {
  users: User[];
  /** The user whose role is being changed: their button waits. */
  busyId: string | null;
  onAction: (user: User, action: RoleAction) => void;
}

/** Name, Email, Role, Login Type, Actions; each row becomes a card on a phone. */
export function UserTable({ users, busyId, onAction }: UserTableProps) {
  return (
    <table className="user-table">
      <caption className="visually-hidden">Accounts and their roles</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">Login Type</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const action = roleActionFor(user.role);
          return (
            <tr key={user._id}>
              <th scope="row" data-label="Name">
                {user.name}
              </th>
              <td data-label="Email">{user.email}</td>
              <td data-label="Role">
                <span className={`badge user-role user-role--${user.role}`}>
                  {ROLE_LABELS[user.role]}
                </span>
              </td>
              <td data-label="Login Type">{loginTypeOf(user)}</td>
              <td data-label="Actions">
                {action ? (
                  <button
                    type="button"
                    className={`button ${action.kind === 'promote' ? 'button--primary' : 'button--ghost'} user-table__action`}
                    disabled={busyId !== null}
                    aria-label={busyId === user._id ? undefined : `${action.label}: ${user.name}`}
                    onClick={() => onAction(user, action)}
                  >
                    {busyId === user._id ? 'Saving...' : action.label}
                  </button>
                ) : (
                  <>
                    <span className="user-table__none" aria-hidden="true">
                      —
                    </span>
                    <span className="visually-hidden">No actions</span>
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
