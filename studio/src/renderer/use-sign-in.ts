// The sign-in form's state: what was typed, the request going, and the failure to show.
import { useState, type FormEvent } from 'react';
import { AdminApiError } from '@kawaii/shared';
import type { StudioSession } from '../bridge/studio-operations.ts';
import type { StudioCall } from './studio-calls.ts';

export interface SignInFailure {
  message: string;
  fields: Record<string, string>;
}

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
  // The shop she signed in to before, else the one this build was made for (STUDIO_SHOP_URL).
  const [serverUrl, setServerUrl] = useState(session.serverUrl ?? session.builtInShopUrl ?? '');
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
