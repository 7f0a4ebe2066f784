// The web's admin area: AdminApp over HTTP with the signed-in admin's stored token. Logout
// clears the stored token and user and goes to /login (spec.md "Admin area").

import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../stores/session.ts';
import { AdminApp } from './AdminApp.tsx';
import { createHttpAdminApi } from './http-admin-api.ts';

export function WebAdmin() {
  const user = useSession((state) => state.user);
  const signOut = useSession((state) => state.signOut);
  const navigate = useNavigate();
  const api = useMemo(() => createHttpAdminApi(), []);
  if (!user) return null;
  return (
    <AdminApp
      api={api}
      user={user}
      onLogout={async () => {
        // Signed out only once /login is showing: signed out on /admin, the gate would send
        // the page to / instead.
        await navigate('/login');
        signOut();
      }}
    />
  );
}
