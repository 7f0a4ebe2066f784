// The sign-in form's state: what was typed, the request going, and the failure to show.
import { useState, type FormEvent } from 'react';
import { AdminApiError } from '@kawaii/shared';
import type { StudioSession } from '../bridge/studio-operations.ts';
import type { StudioCall } from './studio-calls.ts';

export interface SignInFailure {
  message: string;
  fields: Record<string, string>;
}

/** The address a new studio suggests: the shop running on this computer. */
export const SUGGESTED_SERVER_URL = 'http://localhost:3000';

function failureOf(error: unknown): SignInFailure {
  if (error instanceof AdminApiError) {
    return { message: error.message || 'Something went wrong', fields: error.errors ?? {} };
  }
  return { message: 'Something went wrong', fields: {} };
}

export function useSignIn(
  call: StudioCall,
  session: StudioSession,
  onSignedIn: (session: StudioSession) => void,
  suggestedEmail: string | null = null,
) {
  const [serverUrl, setServerUrl] = useState(session.serverUrl ?? SUGGESTED_SERVER_URL);
  const [email, setEmail] = useState(session.user?.email ?? suggestedEmail ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const signedIn = await call('signIn', { serverUrl, email, password });
      setPassword('');
      onSignedIn(signedIn);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  }

  return {
    fields: { serverUrl, email, password },
    setServerUrl,
    setEmail,
    setPassword,
    busy,
    failure,
    submit,
  };
}
