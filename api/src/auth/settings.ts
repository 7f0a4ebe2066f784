import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config.ts';
import { isLoopbackOrigin } from './demo-passwords.ts';
import { resolveJwtSecret } from './jwt-secret.ts';
import type { PasswordHasher } from './password.ts';

/** What signing in needs from the configuration. */
export interface AuthSettings {
  jwtSecret: Uint8Array;
  /** Null without GOOGLE_CLIENT_ID: Google sign-in answers 503 and the login page hides it. */
  google: { clientId: string; jwksUrl: string } | null;
  /** The public site mailed links point at, e.g. https://shop.example. */
  siteOrigin: string;
  /** Default: the process's shared hashing pool (its size is the global cap on sign-in work). */
  passwords?: PasswordHasher;
  /** A public shop (origin not loopback): the demo's published staff passwords do not sign in. */
  refusePublishedPasswords?: boolean;
}

export function authSettingsFrom(config: AppConfig): AuthSettings {
  const { googleClientId: clientId, googleJwksUrl: jwksUrl } = config;
  return {
    jwtSecret: resolveJwtSecret(config),
    google: clientId ? { clientId, jwksUrl } : null,
    // The configured origin, never a request's Host header, which anyone can set: a reset link
    // must not point at someone else's site.
    siteOrigin: config.publicOrigin ?? `http://localhost:${config.port}`,
    refusePublishedPasswords: !isLoopbackOrigin(config.publicOrigin),
  };
}

/** A throwaway key and no Google: for services that never see a session (page rendering tests). */
export function ephemeralAuthSettings(): AuthSettings {
  return { jwtSecret: randomBytes(32), google: null, siteOrigin: 'http://localhost' };
}
