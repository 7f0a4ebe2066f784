import { jwtVerify, SignJWT } from 'jose';

// Session tokens: HS256 JWTs whose subject is the user id. Only the role-free subject is
// trusted; the account and its role are read from the database on every request.
const ALGORITHM = 'HS256';
export const SESSION_LIFETIME = '7d';

export interface SessionTokens {
  issue(userId: string): Promise<string>;
  /** The user id the token was issued for, or null for any token this server did not sign. */
  verify(token: string): Promise<string | null>;
}

export function createSessionTokens(secret: Uint8Array): SessionTokens {
  return {
    issue(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(SESSION_LIFETIME)
        .sign(secret);
    },

    async verify(token) {
      try {
        // The explicit allow-list refuses `alg: none` and any algorithm-confusion trick.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          requiredClaims: ['sub', 'exp'],
        });
        return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
