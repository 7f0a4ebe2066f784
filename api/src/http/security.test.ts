import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { contentSecurityPolicy, pageContentSecurityPolicy } from './security.ts';

// A stand-in storefront build whose page carries an inline script of its own, marked with the
// nonce it is handed as the real render marks its scripts. The server takes the mark out and
// allows the script by hash: pages are cached, so a page must repeat no nonce.
const ENTRY = `
export async function renderPage({ template, nonce }) {
  const html = '<script nonce="' + nonce + '">window.data = 1;</script><script src="/assets/app.js"></script>';
  return { kind: 'html', status: 200, html: template.replace('<!--app-->', html) };
}
`;

let fixture: string;
let app: TestApp;

beforeAll(async () => {
  fixture = mkdtempSync(join(tmpdir(), 'kawaii-security-'));
  mkdirSync(join(fixture, 'client'), { recursive: true });
  mkdirSync(join(fixture, 'server'));
  writeFileSync(join(fixture, 'client', 'index.html'), '<html><body><!--app--></body></html>');
  writeFileSync(join(fixture, 'server', 'entry-server.js'), ENTRY);
  app = await startTestApp({ storefrontDir: fixture, publicOrigin: 'http://localhost:3000' });
});

afterAll(async () => {
  await app.close();
  rmSync(fixture, { recursive: true, force: true });
});

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('contentSecurityPolicy', () => {
  it('allows the site itself, its nonce and Google sign-in, and nothing else', () => {
    expect(contentSecurityPolicy('abc123').split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'nonce-abc123' https://accounts.google.com/gsi/client",
      "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
      "img-src 'self' data: blob: https://*.googleusercontent.com",
      "font-src 'self'",
      "connect-src 'self' https://accounts.google.com",
      'frame-src https://accounts.google.com',
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]);
  });
});

describe('pageContentSecurityPolicy', () => {
  it('allows the inline scripts by their SHA-256 hashes instead of a nonce', () => {
    const policy = pageContentSecurityPolicy(['theme()', 'theme()', '']);
    expect(policy.split('; ')[1]).toBe(
      "script-src 'self' 'sha256-" +
        createHash('sha256').update('theme()').digest('base64') +
        "' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' https://accounts.google.com/gsi/client",
    );
    expect(policy).not.toContain('nonce');
  });
});

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/settings', 200],
    ['an API error', '/api/nothing-here', 404],
    ['a missing upload', '/uploads/missing-1x1.webp', 404],
    ['a page', '/portfolio', 200],
    ['the health check', '/healthz', 200],
  ])('are on %s', async (_what, path, status) => {
    const response = await app.get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'; /);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(response.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('gives every other response a nonce of its own, never the same twice', async () => {
    const first = await app.get('/api/settings');
    const second = await app.get('/api/settings');
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second)).not.toBe(nonce);
  });

  it("allows a page's inline scripts by hash, so the cached page repeats no nonce", async () => {
    const first = await app.get('/');
    const second = await app.get('/');
    expect(await first.text()).toBe(
      '<html><body><script>window.data = 1;</script><script src="/assets/app.js"></script></body></html>',
    );
    const policy = first.headers.get('content-security-policy');
    expect(policy).toContain(
      `'sha256-${createHash('sha256').update('window.data = 1;').digest('base64')}'`,
    );
    expect(policy).not.toContain('nonce-');
    expect(second.headers.get('content-security-policy')).toBe(policy);
  });

  it('sends HSTS only when the public origin is https', async () => {
    expect((await app.get('/healthz')).headers.get('strict-transport-security')).toBeNull();
    const secure = await startTestApp({ publicOrigin: 'https://shop.example' });
    try {
      const response = await secure.get('/healthz');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});
