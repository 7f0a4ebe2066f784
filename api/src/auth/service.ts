import {
  NEW_ACCOUNT_DEFAULTS,
  WELCOME_BONUS,
  WELCOME_BONUS_DESCRIPTION,
  type GoogleLoginInput,
  type LoginInput,
  type RegisterInput,
  type User,
} from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { conflict, serviceUnavailable, unauthorized } from '../http/errors.ts';
import type { Viewer } from '../http/viewer.ts';
import { createLedger } from '../rewards/ledger.ts';
import { presentUser } from '../users/presenter.ts';
import { createUserStore, type UserRecord } from '../users/store.ts';
import { createGoogleIdentityVerifier, type GoogleIdentity } from './google-identity.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { AuthSettings } from './settings.ts';
import { createSessionTokens } from './tokens.ts';

/** What register, login and Google sign-in answer. */
export interface AuthSession {
  token: string;
  user: User;
}

export type AuthService = ReturnType<typeof createAuthService>;

const INVALID_CREDENTIALS = 'Invalid email or password';
const GOOGLE_FAILED = 'Google sign-in failed';

export function createAuthService(db: Db, settings: AuthSettings) {
  const users = createUserStore(db);
  const ledger = createLedger(db);
  const tokens = createSessionTokens(settings.jwtSecret);
  const google = settings.google && createGoogleIdentityVerifier(settings.google);
  // Checked when the email is unknown or has no password, so that answer costs the same
  // hashing work as a wrong password and timing does not tell which emails have accounts.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword(newId()));

  async function sessionFor(user: UserRecord): Promise<AuthSession> {
    return { token: await tokens.issue(user.id), user: presentUser(user) };
  }

  /** A new account with its welcome bonus, in one transaction; null if the email is taken. */
  const createAccount = db.transaction(
    (fields: Pick<UserRecord, 'name' | 'email' | 'passwordHash' | 'googleSubject'>) => {
      if (users.findByEmail(fields.email)) return null;
      const now = new Date().toISOString();
      const id = newId();
      users.insert({
        ...fields,
        id,
        isGoogleUser: fields.googleSubject !== null,
        role: 'user',
        ...NEW_ACCOUNT_DEFAULTS,
        createdAt: now,
        updatedAt: now,
      });
      ledger.postOnce({
        userId: id,
        type: 'bonus',
        amount: WELCOME_BONUS,
        description: WELCOME_BONUS_DESCRIPTION,
        creditKey: 'welcome',
        createdAt: now,
      });
      return users.findById(id);
    },
  );

  /** The account of a Google identity: by subject, else the same email (linked), else a new one. */
  const accountForGoogle = db.transaction((identity: GoogleIdentity): UserRecord | null => {
    const linked = users.findByGoogleSubject(identity.subject);
    if (linked) return linked;
    const byEmail = users.findByEmail(identity.email);
    if (byEmail) {
      // Already tied to another Google account: the email alone must not move it.
      if (byEmail.googleSubject !== null) return null;
      const updatedAt = new Date().toISOString();
      users.linkGoogleSubject(byEmail.id, identity.subject, updatedAt);
      return { ...byEmail, googleSubject: identity.subject, isGoogleUser: true, updatedAt };
    }
    return createAccount({
      name: identity.name,
      email: identity.email,
      passwordHash: null,
      googleSubject: identity.subject,
    });
  });

  return {
    /** For the login page: whether to show the Google button, and with which client id. */
    googleClientId: settings.google?.clientId ?? null,

    async register(input: RegisterInput): Promise<AuthSession> {
      if (users.findByEmail(input.email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      const user = createAccount({
        name: input.name,
        email: input.email,
        passwordHash,
        googleSubject: null,
      });
      if (!user) throw emailTaken();
      return sessionFor(user);
    },

    async login(input: LoginInput): Promise<AuthSession> {
      const user = users.findByEmail(input.email);
      const hash = user?.passwordHash ?? (await decoy());
      const matches = await verifyPassword(input.password, hash);
      if (!user?.passwordHash || !matches) throw unauthorized(INVALID_CREDENTIALS);
      return sessionFor(user);
    },

    async loginWithGoogle(input: GoogleLoginInput): Promise<AuthSession> {
      if (!google) throw serviceUnavailable('Google sign-in is not configured');
      const identity = await google.verify(input.token);
      const user = identity && accountForGoogle(identity);
      if (!user) throw unauthorized(GOOGLE_FAILED);
      return sessionFor(user);
    },

    /** The signed-in account; 401 if it was deleted since the request was authenticated. */
    me(userId: string): User {
      const user = users.findById(userId);
      if (!user) throw unauthorized();
      return presentUser(user);
    },

    /** Who a bearer token speaks for, read fresh so a role change or deletion counts at once. */
    async viewerForToken(token: string): Promise<Viewer | null> {
      const userId = await tokens.verify(token);
      const user = userId === null ? null : users.findById(userId);
      return user ? { userId: user.id, role: user.role } : null;
    },
  };
}

const emailTaken = () => conflict('An account with this email already exists');
