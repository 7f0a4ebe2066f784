import type { StudioSession } from '../bridge/studio-operations.ts';
import type { StudioCall } from './studio-calls.ts';
import { useSignIn } from './use-sign-in.ts';

interface SignInFormProps {
  call: StudioCall;
  session: StudioSession;
  /** The email she last signed in with, when the sign-in expired. */
  suggestedEmail?: string | null;
  onSignedIn(session: StudioSession): void;
}

// The shop's address and an admin's email and password. The studio keeps the token sealed by
// the system's safe storage, so this is needed once per computer (and when it expires). A build
// made for one shop (STUDIO_SHOP_URL) fills in its address and keeps the field under
// "Advanced", open when the address shown is another one.
export function SignInForm({ call, session, suggestedEmail = null, onSignedIn }: SignInFormProps) {
  const form = useSignIn(call, session, onSignedIn, suggestedEmail);
  const fieldError = (name: string) =>
    form.failure?.fields[name] ? (
      <span className="studio-field__error" id={`${name}-error`}>
        {form.failure.fields[name]}
      </span>
    ) : null;
  const addressField = (
    <label className="studio-field">
      <span>Shop address</span>
      <input
        name="serverUrl"
        type="url"
        required
        value={form.fields.serverUrl}
        onChange={(event) => form.setServerUrl(event.target.value)}
        placeholder="https://kawaii-atelier.example"
      />
      {fieldError('serverUrl')}
    </label>
  );
  return (
    <form className="studio-form" onSubmit={(event) => void form.submit(event)} noValidate>
      {form.failure && (
        <p className="studio-form__error" role="alert">
          {form.failure.message}
        </p>
      )}
      {session.builtInShopUrl ? (
        <>
          <p className="studio-note">Signing in to {session.builtInShopUrl}</p>
          <details
            className="studio-advanced"
            open={
              form.fields.serverUrl !== session.builtInShopUrl ||
              form.failure?.fields['serverUrl'] !== undefined
            }
          >
            <summary>Advanced</summary>
            {addressField}
          </details>
        </>
      ) : (
        addressField
      )}
      <label className="studio-field">
        <span>Email</span>
        <input
          name="email"
          type="email"
          required
          autoComplete="username"
          value={form.fields.email}
          onChange={(event) => form.setEmail(event.target.value)}
        />
        {fieldError('email')}
      </label>
      <label className="studio-field">
        <span>Password</span>
        <input
          name="password"
          type="password"
          required
          autoComplete="current-password"
          value={form.fields.password}
          onChange={(event) => form.setPassword(event.target.value)}
        />
        {fieldError('password')}
      </label>
      <button type="submit" className="studio-button" disabled={form.busy}>
        {form.busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
