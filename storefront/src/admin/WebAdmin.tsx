// The web's admin area: AdminApp over HTTP with the signed-in admin's stored token. Logout
// clears the stored token and user and goes to /login. When the server
// refuses this tab (the session ended, or the account was demoted meanwhile) the admin area
// closes with a message instead of going on failing call by call, and the stored session follows
// the server's word at once: signed out, or a customer now.

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { SIGNING_OUT_STATE } from '../routes/paths.ts';
import { useSession } from '../stores/session.ts';
import { AdminApp } from './AdminApp.tsx';
import { createHttpAdminApi } from './http-admin-api.ts';
import { AccessEnded, type AccessEnd } from './shell/AccessEnded.tsx';
import { accessAfterRefusal } from './shell/access-after-refusal.ts';

const browserFetch: typeof fetch = (input, init) => fetch(input, init);

interface WebAdminProps {
  /** Why the server refused this tab, once it has; kept by the route's gate. */
  ended: AccessEnd | null;
  onAccessEnded(reason: AccessEnd): void;
}

export function WebAdmin({ ended, onAccessEnded }: WebAdminProps) {
  const user = useSession((state) => state.user);
  const signOut = useSession((state) => state.signOut);
  const refresh = useSession((state) => state.refresh);
  const token = useSession((state) => state.token);
  const navigate = useNavigate();
  const signingOut = useRef(false);

  // A 401 ends the tab at once; a 403 may refuse only one action, so the account is asked about.
  const onRefused = useCallback(
    (status: 401 | 403) => {
      if (status === 401) return onAccessEnded('signed-out');
      void accessAfterRefusal(browserFetch, token ?? '').then((end) => end && onAccessEnded(end));
    },
    [token, onAccessEnded],
  );
  const api = useMemo(() => createHttpAdminApi({ onRefused }), [onRefused]);

  // The gate already keeps this screen when `ended` arrives, so the session may change under it.
  useEffect(() => {
    if (ended === 'signed-out') signOut();
    if (ended === 'not-staff') void refresh(browserFetch);
  }, [ended, signOut, refresh]);

  // Logout changes the session only once another page has replaced this screen: changed while
  // /admin still shows, the gate would send the page on to / instead. Awaiting navigate() is
  // not enough, because it resolves before React has rendered the new route. The login page
  // renders while the session still holds the staff member, so Logout goes there with
  // SIGNING_OUT_STATE: without it the login page leads the still-signed-in visitor on to /admin,
  // whose gate, once the session has ended, sends them to the home page.
  useEffect(
    () => () => {
      if (signingOut.current) signOut();
    },
    [signOut],
  );
  if (ended) {
    return (
      <AccessEnded
        reason={ended}
        onLeave={() => void navigate(ended === 'signed-out' ? '/login' : '/')}
      />
    );
  }
  if (!user) return null;
  return (
    <AdminApp
      api={api}
      user={user}
      onLogout={() => {
        signingOut.current = true;
        void navigate('/login', { state: SIGNING_OUT_STATE });
      }}
    />
  );
}
