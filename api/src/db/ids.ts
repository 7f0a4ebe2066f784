import { randomBytes } from 'node:crypto';

/** A new opaque record id: 24 lowercase hex characters (also valid in stored image names). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
