import { randomString } from './random-pool.ts';

/** A new opaque record id: 24 lowercase hex characters (also valid in stored image names). */
export function newId(): string {
  return randomString(12, 'hex');
}
