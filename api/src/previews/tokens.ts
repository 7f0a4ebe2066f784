import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { PREVIEW_KINDS, PREVIEW_LIFETIME_MINUTES, type PreviewKind } from '@kawaii/shared';

// Preview links carry an HS256 JWT naming one record and the staff member who asked for it. They
// are signed with a key derived from the session secret, never with the secret itself, so a
// preview token can never pass as a session token (and the other way round).
const ALGORITHM = 'HS256';
const TYPE = 'preview+jwt';
export const PREVIEW_LIFETIME_SECONDS = PREVIEW_LIFETIME_MINUTES * 60;

export interface PreviewClaims {
  kind: PreviewKind;
  recordId: string;
  /** The staff member who made the link: it works only while they are still staff. */
  staffId: string;
  sessionVersion: number;
}

export interface PreviewTokens {
  issue(claims: PreviewClaims, now?: Date): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a token this server signed and that has not expired; null for any other. */
  verify(token: string, now?: Date): Promise<PreviewClaims | null>;
}

export function previewKey(sessionSecret: Uint8Array): Uint8Array {
  return createHmac('sha256', sessionSecret).update('kawaii-atelier preview links').digest();
}

export function createPreviewTokens(sessionSecret: Uint8Array): PreviewTokens {
  const key = previewKey(sessionSecret);
  return {
    async issue(claims, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = issuedAt + PREVIEW_LIFETIME_SECONDS;
      const token = await new SignJWT({
        kind: claims.kind,
        rid: claims.recordId,
        sv: claims.sessionVersion,
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
        .setSubject(claims.staffId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },

    async verify(token, now = new Date()) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          typ: TYPE,
          requiredClaims: ['sub', 'exp'],
          currentDate: now,
        });
        const { kind, rid, sv } = payload;
        if (!PREVIEW_KINDS.includes(kind as PreviewKind)) return null;
        if (typeof rid !== 'string' || rid === '' || typeof payload.sub !== 'string') return null;
        if (typeof sv !== 'number' || !Number.isInteger(sv) || sv < 0) return null;
        return {
          kind: kind as PreviewKind,
          recordId: rid,
          staffId: payload.sub,
          sessionVersion: sv,
        };
      } catch {
        return null;
      }
    },
  };
}
