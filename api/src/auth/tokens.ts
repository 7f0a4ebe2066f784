import { jwtVerify, SignJWT } from 'jose';

// Session tokens: HS256 JWTs whose subject is the user id and whose `sv` claim is the account's
// session version when issued. Nothing else in them is trusted: the account, its role and its
// current session version are read from the database on every request.
const ALGORITHM = 'HS256';
export const SESSION_LIFETIME = '7d';

export interface SessionClaims {
  userId: string;
  /** Tokens made before session versions existed carry none: they count as version 0. */
  sessionVersion: number;
}

export interface SessionTokens {
  issue(userId: string, sessionVersion: number): Promise<string>;
  /** What the token says, or null for any token this server did not sign. */
  verify(token: string): Promise<SessionClaims | null>;
}

export function createSessionTokens(secret: Uint8Array): SessionTokens {
  return {
    issue(userId, sessionVersion) {
      return new SignJWT({ sv: sessionVersion })
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
        if (typeof payload.sub !== 'string' || payload.sub === '') return null;
        const sv = payload['sv'] ?? 0;
        if (typeof sv !== 'number' || !Number.isInteger(sv) || sv < 0) return null;
        return { userId: payload.sub, sessionVersion: sv };
      } catch {
        return null;
      }
    },
  };
}
