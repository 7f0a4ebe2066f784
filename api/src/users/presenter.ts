import type { User } from '@kawaii/shared';
import type { UserRecord } from './store.ts';

/** The only shape a user leaves the server in: never a password hash or a Google subject. */
export function presentUser(user: UserRecord): User {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    isGoogleUser: user.isGoogleUser,
    emailVerified: user.emailVerified,
    pendingEmail: user.pendingEmail,
    phone: user.phone,
    address: user.address,
    shippingAddress: user.shippingAddress,
    instagram: user.instagram,
    twitter: user.twitter,
    memberSince: user.createdAt,
    rewardPoints: user.rewardPoints,
  };
}
