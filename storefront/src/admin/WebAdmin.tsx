// The web's admin area: AdminApp over HTTP with the signed-in admin's stored token. Logout
// clears the stored token and user and goes to /login. When the server
// refuses this tab (the session ended, or the account was demoted meanwhile) the admin area
// closes with a message instead of going on failing call by call.

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SIGNING_OUT_STATE } from '../routes/paths.ts';
import { useSession } from '../stores/session.ts';
import { AdminApp } from './AdminApp.tsx';
import { createHttpAdminApi } from './http-admin-api.ts';
import { AccessEnded, type AccessEnd } from './shell/AccessEnded.tsx';
import { accessAfterRefusal } from './shell/access-after-refusal.ts';

/** What happens to the stored session once this screen has been left. */
type Leaving = 'sign-out' | 'refresh' | null;

const browserFetch: typeof fetch = (input, init) => fetch(input, init);

export function WebAdmin() {
  const user = useSession((state) => state.user);
  const signOut = useSession((state) => state.signOut);
  const refresh = useSession((state) => state.refresh);
  const token = useSession((state) => state.token);
  const navigate = useNavigate();
  const [ended, setEnded] = useState<AccessEnd | null>(null);
  const leaving = useRef<Leaving>(null);

  // A 401 ends the tab at once; a 403 may refuse only one action, so the account is asked about.
  const onRefused = useCallback(
    (status: 401 | 403) => {
      if (status === 401) return setEnded('signed-out');
      void accessAfterRefusal(browserFetch, token ?? '').then((end) => end && setEnded(end));
    },
    [token],
  );
  const api = useMemo(() => createHttpAdminApi({ onRefused }), [onRefused]);

  // The session is changed only once another page has replaced this screen: changed while
  // /admin still shows, the gate would send the page on to / instead. Awaiting navigate() is
  // not enough, because it resolves before React has rendered the new route. The login page
  // renders while the session still holds the staff member, so a sign-out goes there with
  // SIGNING_OUT_STATE: without it the login page leads the still-signed-in visitor on to /admin,
  // whose gate, once the session has ended, sends them to the home page.
  useEffect(
    () => () => {
      if (leaving.current === 'sign-out') signOut();
      if (leaving.current === 'refresh') void refresh(browserFetch);
    },
    [signOut, refresh],
  );
  if (!user) return null;
  if (ended) {
    return (
      <AccessEnded
        reason={ended}
        onLeave={() => {
          leaving.current = ended === 'signed-out' ? 'sign-out' : 'refresh';
          if (ended === 'signed-out') void navigate('/login', { state: SIGNING_OUT_STATE });
          else void navigate('/');
        }}
      />
    );
  }
  return (
    <AdminApp
      api={api}
      user={user}
      onLogout={() => {
        leaving.current = 'sign-out';
        void navigate('/login', { state: SIGNING_OUT_STATE });
      }}
    />
  );
}
