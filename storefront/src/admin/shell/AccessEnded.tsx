// What the admin area becomes once the server refuses this tab: the session ended (401), or the
// account is no longer staff (a 403 while /api/auth/me says so). Nothing more is sent; the one
// way on is out of the admin area.

import { useEffect, useRef } from 'react';
import { KawaiiFace } from '../../ui/KawaiiFace.tsx';

export type AccessEnd = 'signed-out' | 'not-staff';

const TEXTS: Record<AccessEnd, { message: string; action: string }> = {
  'signed-out': {
    message: 'Your session has ended. Please sign in again to keep working.',
    action: 'Sign in again',
  },
  'not-staff': {
    message: 'Your account no longer has access to the admin area.',
    action: 'Back to the shop',
  },
};

export function AccessEnded({ reason, onLeave }: { reason: AccessEnd; onLeave(): void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { message, action } = TEXTS[reason];
  return (
    <section className="admin-access-ended" role="alert">
      <KawaiiFace mood="teary" className="admin-access-ended__face" />
      <h1 ref={headingRef} tabIndex={-1} className="admin-access-ended__title">
        You have been signed out of the admin area
      </h1>
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={onLeave}>
        {action}
      </button>
    </section>
  );
}
