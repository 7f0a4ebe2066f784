// Security headers on every response, written out rather than taken from helmet so that each one
// is a decision this shop made. The Content Security Policy allows the built storefront, Google
// sign-in (its script, popup frame and button styles) and nothing else. Every response gets a
// fresh nonce; server-rendered pages instead allow their inline scripts (the theme script, the
// router's hydration data) by hash, so a cached page never repeats a nonce.

import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { randomString } from '../db/random-pool.ts';

const GOOGLE_ACCOUNTS = 'https://accounts.google.com';

/** Where the nonce of the current response waits for the page renderer. */
export const CSP_NONCE_LOCAL = 'cspNonce';

export function cspNonceOf(res: Response): string | undefined {
  return res.locals[CSP_NONCE_LOCAL] as string | undefined;
}

export function contentSecurityPolicy(nonce: string): string {
  return policyAllowingScripts([`'nonce-${nonce}'`]);
}

// Built once; each response only drops its nonce in (a hot path: every request gets one).
const NONCE_SLOT = '\u0000nonce\u0000';
const [POLICY_BEFORE_NONCE, POLICY_AFTER_NONCE] = contentSecurityPolicy(NONCE_SLOT).split(
  NONCE_SLOT,
) as [string, string];

function policyWithNonce(nonce: string): string {
  return POLICY_BEFORE_NONCE + nonce + POLICY_AFTER_NONCE;
}

/**
 * The policy of a server-rendered page: its inline scripts (the theme script, the router's
 * data) are allowed by their SHA-256 hashes rather than a nonce, so the same bytes can be cached
 * and served to every visitor without ever reusing a nonce.
 */
export function pageContentSecurityPolicy(inlineScripts: readonly string[]): string {
  const hashes = inlineScripts.map(
    (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
  return policyAllowingScripts([...new Set(hashes)]);
}

function policyAllowingScripts(inlineScriptSources: string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptSources, `${GOOGLE_ACCOUNTS}/gsi/client`],
    // React sets style attributes and Google's button injects its own styles.
    'style-src': ["'self'", "'unsafe-inline'", `${GOOGLE_ACCOUNTS}/gsi/style`],
    'img-src': ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", GOOGLE_ACCOUNTS],
    'frame-src': [GOOGLE_ACCOUNTS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

// The powerful features no page of the shop uses. Google's FedCM sign-in is left alone.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

const ONE_YEAR_SECONDS = 31_536_000;

export interface SecurityOptions {
  /** The canonical origin; HSTS is sent only when it is https (never on plain-http development). */
  publicOrigin: string | null;
}

/** A fresh 128-bit nonce, base64. */
export function freshNonce(): string {
  return randomString(16, 'base64');
}

/**
 * The security headers of one response as a flat [name, value, ...] list, the policy with a
 * fresh nonce. The app's middleware sets them; answers sent before any routing (stored
 * responses) write them with the rest of their head in one go.
 */
export function securityHeaderList({ publicOrigin }: SecurityOptions): (nonce: string) => string[] {
  const fixed = [
    'X-Content-Type-Options',
    'nosniff',
    'Referrer-Policy',
    'strict-origin-when-cross-origin',
    'X-Frame-Options',
    'DENY',
    // Google sign-in opens a popup that must be able to message this window back.
    'Cross-Origin-Opener-Policy',
    'same-origin-allow-popups',
    'Permissions-Policy',
    PERMISSIONS_POLICY,
  ];
  if (publicOrigin?.startsWith('https://')) {
    fixed.push('Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}`);
  }
  return (nonce) => ['Content-Security-Policy', policyWithNonce(nonce), ...fixed];
}

export function securityHeaders(options: SecurityOptions): RequestHandler {
  const headersWith = securityHeaderList(options);
  return (_req, res, next) => {
    const nonce = freshNonce();
    res.locals[CSP_NONCE_LOCAL] = nonce;
    const headers = headersWith(nonce);
    for (let index = 0; index < headers.length; index += 2) {
      res.setHeader(headers[index]!, headers[index + 1]!);
    }
    next();
  };
}
