// A page's policy allows only the inline scripts the server itself writes (the template's, the
// router's hydration data, the loader), never a script that found its way into rendered content.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// A stand-in for storefront/dist whose render writes its own scripts with the nonce it is
// given, as the real one does, and whose content carries a script it did not write.
const ENTRY = `
export async function renderPage({ template, nonce }) {
  const stamp = nonce ? ' nonce="' + nonce + '"' : '';
  const content = '<p>A review</p><script>alert("injected")</script>' +
    '<script' + stamp + '>window.__data = {"ok":true}</script>';
  const page = template.replace(/<script>/g, '<script' + stamp + '>').replace('<!--app-->', content);
  return { kind: 'html', status: 200, html: page };
}
`;
const THEME = 'document.documentElement.dataset.theme = "pink";';

let fixture: string;
let app: TestApp;
beforeAll(async () => {
  fixture = mkdtempSync(join(tmpdir(), 'kawaii-page-csp-'));
  mkdirSync(join(fixture, 'client'), { recursive: true });
  mkdirSync(join(fixture, 'server'));
  writeFileSync(
    join(fixture, 'client', 'index.html'),
    `<html><head><script>${THEME}</script></head><body><!--app--></body></html>`,
  );
  writeFileSync(join(fixture, 'server', 'entry-server.js'), ENTRY);
  app = await startTestApp({ storefrontDir: fixture, publicOrigin: 'https://shop.example' });
});
afterAll(async () => {
  await app.close();
  rmSync(fixture, { recursive: true, force: true });
});

const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('the page policy', () => {
  it('hashes the scripts the server wrote and leaves out one it did not', async () => {
    const page = await app.get('/shop');
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scriptSources).toContain(hashOf('window.__data = {"ok":true}'));
    expect(scriptSources).toContain(hashOf(THEME));
    expect(scriptSources).not.toContain(hashOf('alert("injected")'));
    expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
    // The page itself carries no nonce: it is the same for every visitor and may be cached.
    const html = await page.text();
    expect(html).not.toContain('nonce=');
    expect(html).toContain('<script>window.__data = {"ok":true}</script>');
  });
});
