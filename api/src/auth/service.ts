import {
  NEW_ACCOUNT_DEFAULTS,
  WELCOME_BONUS,
  WELCOME_BONUS_DESCRIPTION,
  type AuthSession,
  type EmailVerified,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type GoogleLoginInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type User,
  type VerifyEmailInput,
} from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import {
  badRequest,
  conflict,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
} from '../core/errors.ts';
import { outboxStore } from '../mail/outbox-store.ts';
import { visitorMailLimit } from '../mail/visitor-mail-limit.ts';
import type { Viewer } from '../core/viewer.ts';
import type { Ledger } from '../rewards/ledger.ts';
import type { SettingsStore } from '../settings/store.ts';
import { presentUser } from '../users/presenter.ts';
import type { UserRecord, UserStore } from '../users/store.ts';
import { queueEmail } from '../mail/queue.ts';
import { presentSettings } from '../settings/presenter.ts';
import { googleLinkedEmail } from './account-emails.ts';
import { createAccountLinks } from './account-links.ts';
import { DEMO_PASSWORD_REFUSED, isPublishedDemoPassword } from './demo-passwords.ts';
import type { AccountTokenStore } from './account-token-store.ts';
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
export const LINK_NOT_VALID =
  'This link has expired or was already used. Please ask for a new one.';
export const EMAIL_TAKEN = 'An account with this email already exists';
const ALREADY_VERIFIED = 'Your email is already verified';
const HOUR_MS = 60 * 60 * 1000;
/** Profile email changes one account may ask for in an hour (each mails a new address). */
export const EMAIL_CHANGES_PER_HOUR = 3;
export const TOO_MANY_EMAIL_CHANGES =
  'You asked to change your email 3 times in the last hour. Please wait before asking again; nothing was changed.';

export function createAuthService(
  {
    db,
    users,
    ledger,
    accountTokens,
    shopSettings,
  }: {
    db: Db;
    users: UserStore;
    ledger: Ledger;
    accountTokens: AccountTokenStore;
    shopSettings: SettingsStore;
  },
  settings: AuthSettings,
) {
  const tokens = createSessionTokens(settings.jwtSecret);
  const links = createAccountLinks({
    db,
    tokens: accountTokens,
    settings: shopSettings,
    siteOrigin: settings.siteOrigin,
  });
  const google = settings.google && createGoogleIdentityVerifier(settings.google);
  const shopName = () => presentSettings(shopSettings.get()).shopName;
  const mailLimit = visitorMailLimit(db);
  const outbox = outboxStore(db);
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

  /**
   * The welcome bonus, credited once per account when its address is first proven (a followed
   * link, or Google vouching for it), so throwaway addresses earn nothing.
   */
  function creditWelcomeBonus(userId: string, at: string): boolean {
    return ledger.postOnce({
      userId,
      type: 'bonus',
      amount: WELCOME_BONUS,
      description: WELCOME_BONUS_DESCRIPTION,
      creditKey: 'welcome',
      createdAt: at,
    });
  }

  /**
   * A new account, in one transaction: a proven address gets the welcome bonus at once, any
   * other gets a verification link. Null if the email is taken.
   */
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
      const user = users.findById(id)!;
      if (fields.emailVerified) creditWelcomeBonus(id, now);
      else {
        // Nothing is created when the link cannot be mailed: the answer says why.
        mailLimit.check(user.email);
        links.sendVerification(user, user.email, new Date(now));
      }
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
      const at = new Date().toISOString();
      users.linkGoogleSubject(byEmail.id, identity.subject, true, at);
      // Whoever registered the address may have chosen the password before its owner proved
      // it, and the shop cannot tell when it was set: the password goes (the owner signs in
      // with Google, or sets a new one through a reset link mailed to this address). Every
      // other session ended with the link, and the address is told.
      const passwordRemoved = byEmail.passwordHash !== null;
      if (passwordRemoved) users.removePassword(byEmail.id, at);
      queueEmail(db, {
        ...googleLinkedEmail({ name: byEmail.name, shopName: shopName(), passwordRemoved }),
        kind: 'google-linked',
        to: byEmail.email,
        userId: byEmail.id,
      });
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
    const now = new Date().toISOString();
    users.linkGoogleSubject(user.id, identity.subject, sameAddress, now);
    if (sameAddress) creditWelcomeBonus(user.id, now);
    return reread(user.id);
  });

  /**
   * Follows a verification link: the address it was mailed to becomes the account's, proven.
   * For an email change, only the newest requested address counts, and only while it is free.
   */
  const followVerifyLink = db.transaction((token: string, now: Date) => {
    const link = links.redeem(token, 'verify-email', now);
    const user = link && users.findById(link.userId);
    if (!link || !user) throw badRequest(LINK_NOT_VALID);
    const isOwnAddress = link.email.toLowerCase() === user.email.toLowerCase();
    if (!isOwnAddress && link.email.toLowerCase() !== user.pendingEmail?.toLowerCase()) {
      throw badRequest(LINK_NOT_VALID);
    }
    const owner = users.findByEmail(link.email);
    if (owner && owner.id !== user.id) throw conflict(EMAIL_TAKEN);
    const at = now.toISOString();
    users.verifyEmail(user.id, link.email, at);
    const credited = creditWelcomeBonus(user.id, at);
    return { user: reread(user.id), welcomeBonus: credited ? WELCOME_BONUS : 0 };
  });

  /** Follows a reset link: the new password is set and every session of the account ends. */
  const followResetLink = db.transaction(
    (token: string, passwordHash: string, now: Date): UserRecord => {
      const link = links.redeem(token, 'reset-password', now);
      const user = link && users.findById(link.userId);
      if (!link || !user) throw badRequest(LINK_NOT_VALID);
      users.setPasswordHash(user.id, passwordHash, now.toISOString());
      return reread(user.id);
    },
  );

  // Over the address's hourly mail limit nothing is mailed and no link is made. The answer stays
  // the same, so it tells nobody whether the address has an account (the route's own limit of 3
  // asks an hour per address answers 429 for any address alike).
  const mailResetLink = db.transaction((email: string, now: Date): void => {
    const user = users.findByEmail(email);
    if (user && mailLimit.allows(user.email, now)) links.sendPasswordReset(user, now);
  });

  const mailVerifyLink = db.transaction((userId: string, now: Date): void => {
    const user = reread(userId);
    if (user.emailVerified) throw badRequest(ALREADY_VERIFIED);
    mailLimit.check(user.email, now);
    links.sendVerification(user, user.email, now);
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
      if (
        settings.refusePublishedPasswords &&
        user.role !== 'user' &&
        isPublishedDemoPassword(user.email, input.password)
      ) {
        throw unauthorized(DEMO_PASSWORD_REFUSED);
      }
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

    /**
     * "Forgot password?": mails a reset link when the address has an account. The answer is the
     * same either way, so it does not tell who has an account.
     */
    forgotPassword(input: ForgotPasswordInput): void {
      mailResetLink.immediate(input.email, new Date());
    },

    /** A new password from a reset link; answers a session, as every older one has ended. */
    async resetPassword(input: ResetPasswordInput): Promise<AuthSession> {
      const passwordHash = await hash(input.password);
      return sessionFor(followResetLink.immediate(input.token, passwordHash, new Date()));
    },

    /**
     * Follows a verification link; answers only the address now proven, since whoever holds the
     * link has not signed in.
     */
    verifyEmail(input: VerifyEmailInput): EmailVerified {
      const { user, welcomeBonus } = followVerifyLink.immediate(input.token, new Date());
      return { email: user.email, emailVerified: true, welcomeBonus };
    },

    /**
     * A profile's new address waits as `pendingEmail`; a link goes to it only when it is free,
     * and the caller answers the same either way, so the answer tells nobody whose it is. Call
     * inside the profile save's transaction.
     */
    requestEmailChange(userId: string, email: string, now: Date): void {
      const user = reread(userId);
      const since = new Date(now.getTime() - HOUR_MS).toISOString();
      if (outbox.countOfUser(user.id, 'email-change', since) >= EMAIL_CHANGES_PER_HOUR) {
        throw tooManyRequests(TOO_MANY_EMAIL_CHANGES);
      }
      // Checked for a taken address too, so the answer tells nobody whose it is.
      mailLimit.check(email, now);
      users.setPendingEmail(user.id, email, now.toISOString());
      if (!users.findByEmail(email)) links.sendVerification(user, email, now);
    },

    /** Mails a fresh verification link to the signed-in account's address. */
    resendVerification(userId: string): void {
      mailVerifyLink.immediate(userId, new Date());
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

const emailTaken = () => conflict(EMAIL_TAKEN);
