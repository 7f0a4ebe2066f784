import type { Role, ShippingAddress } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';

export interface UserRecord {
  id: string;
  name: string;
  email: string;
  /** scrypt hash from auth/password.ts; null for accounts that only sign in with Google. */
  passwordHash: string | null;
  googleSubject: string | null;
  isGoogleUser: boolean;
  role: Role;
  phone: string;
  address: string;
  /** Where the customer's parcels usually go; fills the checkout in. */
  shippingAddress: ShippingAddress | null;
  instagram: string;
  twitter: string;
  rewardPoints: number;
  createdAt: string;
  updatedAt: string;
  /** Tokens issued under an older version no longer sign anyone in. */
  sessionVersion: number;
  /** The person proved they receive mail at `email` (a followed link, or Google said so). */
  emailVerified: boolean;
  /** A requested new address, applied when the link mailed to it is followed. */
  pendingEmail: string | null;
}

/** A new account: the session starts at version 0 and the email is unproven unless said. */
export type NewUserRecord = Omit<
  UserRecord,
  'sessionVersion' | 'emailVerified' | 'pendingEmail' | 'shippingAddress'
> &
  Partial<Pick<UserRecord, 'emailVerified'>>;

interface UserRow {
  id: string;
  name: string;
  email: string;
  password_hash: string | null;
  google_subject: string | null;
  is_google_user: number;
  role: Role;
  phone: string;
  address: string;
  /** JSON of a ShippingAddress. */
  shipping_address: string | null;
  instagram: string;
  twitter: string;
  reward_points: number;
  created_at: string;
  updated_at: string;
  session_version: number;
  email_verified: number;
  pending_email: string | null;
}

type NewUserRow = Omit<UserRow, 'session_version' | 'pending_email' | 'shipping_address'>;

export type UserStore = ReturnType<typeof createUserStore>;

/** The fields a customer edits on the profile page. */
export type UserProfileFields = Pick<
  UserRecord,
  'name' | 'email' | 'phone' | 'address' | 'shippingAddress' | 'instagram' | 'twitter'
>;

export function createUserStore(db: Db) {
  const byId = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?');
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const byGoogleSubject = db.prepare<[string], UserRow>(
    'SELECT * FROM users WHERE google_subject = ?',
  );
  // Newest first, a page at a time: `pattern` is a LIKE pattern over name and email (NULL lists
  // everyone); rows strictly older than (beforeAt, beforeId) when given. The index on
  // (created_at, id) reads a page without sorting the whole table.
  const list = db.prepare<
    { pattern: string | null; beforeAt: string | null; beforeId: string | null; limit: number },
    UserRow
  >(
    `SELECT * FROM users
     WHERE (@pattern IS NULL
        OR name LIKE @pattern ESCAPE '\\' OR email LIKE @pattern ESCAPE '\\')
       AND (@beforeAt IS NULL OR created_at < @beforeAt
        OR (created_at = @beforeAt AND id < @beforeId))
     ORDER BY created_at DESC, id DESC
     LIMIT @limit`,
  );
  const insert = db.prepare<NewUserRow>(
    `INSERT INTO users (id, name, email, password_hash, google_subject, is_google_user, role, phone,
       address, instagram, twitter, reward_points, created_at, updated_at, email_verified)
     VALUES (@id, @name, @email, @password_hash, @google_subject, @is_google_user, @role, @phone,
       @address, @instagram, @twitter, @reward_points, @created_at, @updated_at, @email_verified)`,
  );
  // Every change of who may do what ends the sessions issued before it.
  const updateRole = db.prepare(
    `UPDATE users SET role = ?, updated_at = ?, session_version = session_version + 1
     WHERE id = ?`,
  );
  const updatePasswordHash = db.prepare(
    `UPDATE users SET password_hash = ?, updated_at = ?, session_version = session_version + ?
     WHERE id = ?`,
  );
  // Linking adds a way in and keeps the password: the owner chose it (or proved the address).
  const linkGoogle = db.prepare(
    `UPDATE users SET google_subject = ?, is_google_user = 1,
       email_verified = MAX(email_verified, ?), updated_at = ?,
       session_version = session_version + 1
     WHERE id = ?`,
  );
  const removePassword = db.prepare(
    `UPDATE users SET password_hash = NULL, updated_at = ?, session_version = session_version + 1
     WHERE id = ?`,
  );
  const endSessions = db.prepare(
    'UPDATE users SET session_version = session_version + 1, updated_at = ? WHERE id = ?',
  );
  const verifyEmail = db.prepare(
    `UPDATE users SET email = ?, email_verified = 1, updated_at = ?,
       pending_email = CASE WHEN pending_email = ? THEN NULL ELSE pending_email END
     WHERE id = ?`,
  );
  const updatePendingEmail = db.prepare(
    'UPDATE users SET pending_email = ?, updated_at = ? WHERE id = ?',
  );
  const updateProfile = db.prepare<
    Omit<UserProfileFields, 'shippingAddress'> & {
      shippingAddress: string | null;
      id: string;
      updatedAt: string;
    }
  >(
    `UPDATE users SET name = @name, email = @email, phone = @phone, address = @address,
       shipping_address = @shippingAddress, instagram = @instagram, twitter = @twitter,
       updated_at = @updatedAt
     WHERE id = @id`,
  );

  return {
    findById(id: string): UserRecord | null {
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },

    /** Emails compare case-insensitively (the column is COLLATE NOCASE). */
    findByEmail(email: string): UserRecord | null {
      const row = byEmail.get(email);
      return row ? toRecord(row) : null;
    },

    findByGoogleSubject(subject: string): UserRecord | null {
      const row = byGoogleSubject.get(subject);
      return row ? toRecord(row) : null;
    },

    /** Newest first; `search` matches a part of the name or the email, ignoring case. */
    list(query: {
      search?: string | undefined;
      limit: number;
      before?: { createdAt: string; id: string } | undefined;
    }): UserRecord[] {
      const { search, before } = query;
      const pattern = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : null;
      return list
        .all({
          pattern,
          beforeAt: before?.createdAt ?? null,
          beforeId: before?.id ?? null,
          limit: query.limit,
        })
        .map(toRecord);
    },

    insert(user: NewUserRecord): void {
      insert.run({
        id: user.id,
        name: user.name,
        email: user.email,
        password_hash: user.passwordHash,
        google_subject: user.googleSubject,
        is_google_user: user.isGoogleUser ? 1 : 0,
        role: user.role,
        phone: user.phone,
        address: user.address,
        instagram: user.instagram,
        twitter: user.twitter,
        reward_points: user.rewardPoints,
        created_at: user.createdAt,
        updated_at: user.updatedAt,
        email_verified: user.emailVerified ? 1 : 0,
      });
    },

    /** Also ends the account's sessions, so a demotion takes away what a token could do. */
    setRole(id: string, role: Role, updatedAt: string): void {
      updateRole.run(role, updatedAt, id);
    },

    /** A new password chosen by its owner (or the operator): every session ends. */
    setPasswordHash(id: string, passwordHash: string, updatedAt: string): void {
      updatePasswordHash.run(passwordHash, updatedAt, 1, id);
    },

    /** No password any more (Google or a reset link signs in): every session ends. */
    removePassword(id: string, updatedAt: string): void {
      removePassword.run(updatedAt, id);
    },

    /** The same password under a stronger hash: sessions stay. */
    rehashPassword(id: string, passwordHash: string, updatedAt: string): void {
      updatePasswordHash.run(passwordHash, updatedAt, 0, id);
    },

    /**
     * Ties the account to a Google subject and ends its other sessions; `emailProven` when
     * Google vouched for the account's own address.
     */
    linkGoogleSubject(id: string, subject: string, emailProven: boolean, updatedAt: string): void {
      linkGoogle.run(subject, emailProven ? 1 : 0, updatedAt, id);
    },

    /** "Sign out everywhere": every token issued so far stops working. */
    endSessions(id: string, updatedAt: string): void {
      endSessions.run(updatedAt, id);
    },

    /** The person followed a link mailed to `email`: it becomes the account's, proven. */
    verifyEmail(id: string, email: string, updatedAt: string): void {
      verifyEmail.run(email, updatedAt, email, id);
    },

    setPendingEmail(id: string, email: string | null, updatedAt: string): void {
      updatePendingEmail.run(email, updatedAt, id);
    },

    /** The caller validates the fields and checks that the email is free. */
    updateProfile(id: string, fields: UserProfileFields, updatedAt: string): void {
      const shippingAddress = fields.shippingAddress && JSON.stringify(fields.shippingAddress);
      updateProfile.run({ ...fields, shippingAddress, id, updatedAt });
    },
  };
}

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    passwordHash: row.password_hash,
    googleSubject: row.google_subject,
    isGoogleUser: row.is_google_user === 1,
    role: row.role,
    phone: row.phone,
    address: row.address,
    shippingAddress: parseShippingAddress(row.shipping_address),
    instagram: row.instagram,
    twitter: row.twitter,
    rewardPoints: row.reward_points,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    sessionVersion: row.session_version,
    emailVerified: row.email_verified === 1,
    pendingEmail: row.pending_email,
  };
}

function parseShippingAddress(json: string | null): ShippingAddress | null {
  if (json === null) return null;
  try {
    return JSON.parse(json) as ShippingAddress;
  } catch {
    return null; // never written by this code; an unreadable value is no address
  }
}
