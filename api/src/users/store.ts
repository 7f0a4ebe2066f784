import type { Role } from '@kawaii/shared';
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
  instagram: string;
  twitter: string;
  rewardPoints: number;
  createdAt: string;
  updatedAt: string;
}

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
  instagram: string;
  twitter: string;
  reward_points: number;
  created_at: string;
  updated_at: string;
}

export type UserStore = ReturnType<typeof createUserStore>;

export function createUserStore(db: Db) {
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const insert = db.prepare<UserRow>(
    `INSERT INTO users (id, name, email, password_hash, google_subject, is_google_user, role, phone,
       address, instagram, twitter, reward_points, created_at, updated_at)
     VALUES (@id, @name, @email, @password_hash, @google_subject, @is_google_user, @role, @phone,
       @address, @instagram, @twitter, @reward_points, @created_at, @updated_at)`,
  );

  return {
    /** Emails compare case-insensitively (the column is COLLATE NOCASE). */
    findByEmail(email: string): UserRecord | null {
      const row = byEmail.get(email);
      return row ? toRecord(row) : null;
    },

    insert(user: UserRecord): void {
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
      });
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
    instagram: row.instagram,
    twitter: row.twitter,
    rewardPoints: row.reward_points,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
