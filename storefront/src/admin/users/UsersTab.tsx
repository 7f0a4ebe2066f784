// User management for the super admin: who has an account, how they
// sign in, and promoting users to admin or demoting admins back to user.

import { useState } from 'react';
import type { User } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { SearchBox } from '../shell/SearchBox.tsx';
import { useDebouncedValue } from '../orders/use-debounced-value.ts';
import { UserTable } from './UserTable.tsx';
import { roleChangedMessage, roleChangeQuestion, type RoleAction } from './user-roles.ts';
import { useUserList } from './use-user-list.ts';
import { ListReadStatus } from '../shell/ListReadStatus.tsx';
import { ShowOlderButton } from '../shell/ShowOlderButton.tsx';
import './UsersTab.css';

export function UsersTab() {
  const api = useAdminApi();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search);
  const { state, loadOlder, reload } = useUserList(settledSearch);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A role change takes effect only once confirmed.
  const [asking, setAsking] = useState<{ user: User; action: RoleAction } | null>(null);

  async function changeRole(user: User, action: RoleAction) {
    setBusyId(user._id);
    setNotice(null);
    setError(null);
    try {
      const changed =
        action.kind === 'promote'
          ? await api.promoteUser(user._id)
          : await api.demoteUser(user._id);
      setNotice(roleChangedMessage(changed));
    } catch (failure) {
      setError(readFailure(failure).message);
    } finally {
      setBusyId(null);
      reload();
    }
  }

  const users = state.users ?? [];
  return (
    <section className="user-desk">
      <div className="user-desk__toolbar">
        <SearchBox
          label="Search users"
          placeholder="Name or email"
          value={search}
          onValue={setSearch}
        />
      </div>
      <p className="user-desk__notice" role="status">
        {notice}
      </p>
      <ListReadStatus
        error={error ?? state.error}
        loadingFirst={state.users === null && state.loading}
        loadingText="Loading users..."
      />
      {state.users !== null &&
        (users.length === 0 ? (
          <p className="empty-note">
            {settledSearch.trim() ? 'No results found for your search' : 'No users yet'}
          </p>
        ) : (
          <>
            <UserTable
              users={users}
              busyId={busyId}
              onAction={(user, action) => setAsking({ user, action })}
            />
            <ShowOlderButton
              hasOlder={state.nextCursor !== null}
              loading={state.loading}
              onShow={loadOlder}
              what="users"
            />
          </>
        ))}
      {asking && (
        <ConfirmDialog
          {...roleChangeQuestion(asking.user, asking.action)}
          busyLabel="Saving..."
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            void changeRole(asking.user, asking.action);
          }}
        />
      )}
    </section>
  );
}
