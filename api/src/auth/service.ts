import {
  NEW_ACCOUNT_DEFAULTS,
  WELCOME_BONUS,
  WELCOME_BONUS_DESCRIPTION,
  type AuthSession,
  type ChangePasswordInput,
  type GoogleLoginInput,
  type LoginInput,
  type RegisterInput,
  type User,
} from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { badRequest, conflict, serviceUnavailable, unauthorized } from '../http/errors.ts';
import type { Viewer } from '../http/viewer.ts';
import type { Ledger } from '../rewards/ledger.ts';
import { presentUser } from '../users/presenter.ts';
import type { UserRecord, UserStore } from '../users/store.ts';
import { createGoogleIdentityVerifier, type GoogleIdentity } from './google-identity.ts';
import { LINK_BY_EMAIL_REFUSED, mayLinkByEmail } from './google-linking.ts';
import { PoolFullError } from './hashing-pool.ts';
import { sharedPasswordHasher, type PasswordCheck } from './password.ts';
import type { AuthSettings } from './settings.ts';
import { createSessionTokens } from './tokens.ts';

export type AuthService = ReturnType<typeof createAuthService>;

const INVALID_CREDENTIALS = 'Invalid email or password';
const GOOGLE_FAILED = 'Google sign-in failed';
const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
const SIGN_IN_BUSY = 'So many people are signing in right now. Please try again in a moment.';
const BUSY_RETRY_SECONDS = 2;

export function createAuthService(
  { db, users, ledger }: { db: Db; users: UserStore; ledger: Ledger },
  settings: AuthSettings,
) {
  const tokens = createSessionTokens(settings.jwtSecret);
  const google = settings.google && createGoogleIdentityVerifier(settings.google);
  const passwords = settings.passwords ?? sharedPasswordHasher();
  // Checked when the email is unknown or has no password, so that answer costs the same
  // hashing work as a wrong password and timing does not tell which emails have accounts.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= passwords.hash(newId()));

  /** Hashing work, refused with 503 and Retry-After when the pool has no room for it. */
  async function hashingWork<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PoolFullError)
        throw serviceUnavailable(SIGN_IN_BUSY, BUSY_RETRY_SECONDS);
      throw error;
    }
  }

  const hash = (password: string) => hashingWork(() => passwords.hash(password));
  const check = (password: string, stored: string): Promise<PasswordCheck> =>
    hashingWork(() => passwords.verify(password, stored));

  async function sessionFor(user: UserRecord): Promise<AuthSession> {
    return {
      token: await tokens.issue(user.id, user.sessionVersion),
      user: presentUser(user),
    };
  }

  /** The account as stored now (after a change that bumped its session version). */
  function reread(userId: string): UserRecord {
    const user = users.findById(userId);
    if (!user) throw unauthorized();
    return user;
  }

  /** A new account with its welcome bonus, in one transaction; null if the email is taken. */
  const createAccount = db.transaction(
    (
      fields: Pick<UserRecord, 'name' | 'email' | 'passwordHash' | 'googleSubject'> & {
        emailVerified: boolean;
      },
    ) => {
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

  /**
   * The account of a Google identity: the one linked to its subject; else the account with its
   * email, when linking by email is safe (409 otherwise); else a new account.
   */
  const accountForGoogle = db.transaction((identity: GoogleIdentity): UserRecord | null => {
    const linked = users.findByGoogleSubject(identity.subject);
    if (linked) return linked;
    const byEmail = users.findByEmail(identity.email);
    if (byEmail) {
      if (!mayLinkByEmail(identity, byEmail)) throw conflict(LINK_BY_EMAIL_REFUSED);
      users.linkGoogleSubject(byEmail.id, identity.subject, true, new Date().toISOString());
      return users.findById(byEmail.id);
    }
    return createAccount({
      name: identity.name,
      email: identity.email,
      passwordHash: null,
      googleSubject: identity.subject,
      emailVerified: true,
    });
  });

  /** Links the signed-in account to a Google identity; its other sessions end. */
  const linkGoogleTo = db.transaction((userId: string, identity: GoogleIdentity) => {
    const user = reread(userId);
    if (user.googleSubject === identity.subject) return user;
    if (user.googleSubject !== null) {
      throw conflict('Your account is already linked to a Google account');
    }
    const owner = users.findByGoogleSubject(identity.subject);
    if (owner) throw conflict('This Google account is already linked to another account');
    const sameAddress = identity.email.toLowerCase() === user.email.toLowerCase();
    users.linkGoogleSubject(user.id, identity.subject, sameAddress, new Date().toISOString());
    return reread(user.id);
  });

  async function verifiedGoogleIdentity(token: string): Promise<GoogleIdentity | null> {
    if (!google) throw serviceUnavailable('Google sign-in is not configured');
    return google.verify(token);
  }

  return {
    /** For the login page: whether to show the Google button, and with which client id. */
    googleClientId: settings.google?.clientId ?? null,

    async register(input: RegisterInput): Promise<AuthSession> {
      if (users.findByEmail(input.email)) throw emailTaken();
      const passwordHash = await hash(input.password);
      const user = createAccount({
        name: input.name,
        email: input.email,
        passwordHash,
        googleSubject: null,
        emailVerified: false,
      });
      if (!user) throw emailTaken();
      return sessionFor(user);
    },

    async login(input: LoginInput): Promise<AuthSession> {
      const user = users.findByEmail(input.email);
      const stored = user?.passwordHash ?? (await hashingWork(decoy));
      const { matches, needsRehash } = await check(input.password, stored);
      if (!user?.passwordHash || !matches) throw unauthorized(INVALID_CREDENTIALS);
      if (needsRehash) await upgradeHash(user, input.password);
      return sessionFor(user);
    },

    async loginWithGoogle(input: GoogleLoginInput): Promise<AuthSession> {
      const identity = await verifiedGoogleIdentity(input.token);
      const user = identity && accountForGoogle(identity);
      if (!user) throw unauthorized(GOOGLE_FAILED);
      return sessionFor(user);
    },

    /** "Link Google" in Profile: answers a fresh session, as every older one has ended. */
    async linkGoogle(userId: string, input: GoogleLoginInput): Promise<AuthSession> {
      const identity = await verifiedGoogleIdentity(input.token);
      if (!identity) throw badRequest(GOOGLE_FAILED);
      return sessionFor(linkGoogleTo(userId, identity));
    },

    /** A new password, proven by the current one; answers a fresh session, others end. */
    async changePassword(userId: string, input: ChangePasswordInput): Promise<AuthSession> {
      const user = reread(userId);
      if (!user.passwordHash) {
        throw badRequest('This account has no password yet. Use "Forgot password?" to set one.');
      }
      const { matches } = await check(input.currentPassword, user.passwordHash);
      if (!matches) {
        throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      }
      users.setPasswordHash(user.id, await hash(input.newPassword), new Date().toISOString());
      return sessionFor(reread(user.id));
    },

    /** "Sign out everywhere": every token issued so far, this one included, stops working. */
    endAllSessions(userId: string): void {
      users.endSessions(reread(userId).id, new Date().toISOString());
    },

    /** The signed-in account; 401 if it was deleted since the request was authenticated. */
    me(userId: string): User {
      return presentUser(reread(userId));
    },

    /**
     * Who a bearer token speaks for, read fresh so a role change, a deletion or an ended session
     * counts at once.
     */
    async viewerForToken(token: string): Promise<Viewer | null> {
      const claims = await tokens.verify(token);
      const user = claims === null ? null : users.findById(claims.userId);
      if (!user || claims!.sessionVersion < user.sessionVersion) return null;
      return { userId: user.id, role: user.role };
    },
  };

  /** The password just proved right under an older cost: store it under today's. */
  async function upgradeHash(user: UserRecord, password: string): Promise<void> {
    try {
      users.rehashPassword(user.id, await passwords.hash(password), new Date().toISOString());
    } catch (error) {
      // A busy pool only postpones the upgrade to a later sign-in.
      if (!(error instanceof PoolFullError)) throw error;
    }
  }
}

const emailTaken = () => conflict('An account with this email already exists');
