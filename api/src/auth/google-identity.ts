import { createRemoteJWKSet, jwtVerify } from 'jose';

/** Who a verified Google ID token says the person is. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
  /** The Google Workspace domain (`hd`) of an organisation's account; null for others. */
  hostedDomain: string | null;
}

export interface GoogleIdentityVerifier {
  /** The identity in a genuine, current ID token for this shop with a verified email; else null. */
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

// Google signs ID tokens with RS256 and names itself either way in `iss`.
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export function createGoogleIdentityVerifier(options: {
  clientId: string;
  jwksUrl: string;
}): GoogleIdentityVerifier {
  // Fetched on first use and cached by jose, which refetches when Google rotates its keys.
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));

  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          algorithms: ['RS256'],
          issuer: GOOGLE_ISSUERS,
          audience: options.clientId,
          requiredClaims: ['sub', 'exp', 'email'],
        });
        const { sub, email, email_verified: emailVerified, name, hd } = payload;
        if (typeof sub !== 'string' || typeof email !== 'string') return null;
        if (emailVerified !== true) return null;
        return {
          subject: sub,
          email,
          name: displayNameOf(name, email),
          hostedDomain: typeof hd === 'string' && hd !== '' ? hd : null,
        };
      } catch {
        return null;
      }
    },
  };
}

const MAX_NAME_LENGTH = 100; // as registerSchema allows

function displayNameOf(name: unknown, email: string): string {
  const given = typeof name === 'string' ? name.trim() : '';
  return (given || email.split('@')[0]!).slice(0, MAX_NAME_LENGTH);
}
