// The web's admin area: AdminApp over HTTP with the signed-in admin's stored token. Logout
// clears the stored token and user and goes to /login (spec.md "Admin area").

import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { SIGNING_OUT_STATE } from '../routes/paths.ts';
import { useSession } from '../stores/session.ts';
import { AdminApp } from './AdminApp.tsx';
import { createHttpAdminApi } from './http-admin-api.ts';

export function WebAdmin() {
  const user = useSession((state) => state.user);
  const signOut = useSession((state) => state.signOut);
  const navigate = useNavigate();
  const api = useMemo(() => createHttpAdminApi(), []);
  const loggingOut = useRef(false);
  // Signed out only once /login has replaced this screen: signed out while /admin still shows,
  // the gate would send the page on to / instead. Awaiting navigate() is not enough, because it
  // resolves before React has rendered the new route.
  useEffect(
    () => () => {
      if (loggingOut.current) signOut();
    },
    [signOut],
  );
  if (!user) return null;
  return (
    <AdminApp
      api={api}
      user={user}
      onLogout={() => {
        loggingOut.current = true;
        void navigate('/login', { state: SIGNING_OUT_STATE });
      }}
    />
  );
}
