// Secrets never reach the log: a preview link's token and a reward code in a path, an order key
// or a reset token in a query, in the request log and in the error log alike, and a mail server
// password in a configuration error.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { PATIENCE } from '../test/patience.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { loggablePath } from './request-log.ts';

const TOKEN = 'pV3x9secretTOKENvalue_42';

describe('loggablePath and secrets in paths', () => {
  it('redacts a preview token and a reward code, keeping the rest', () => {
    expect(loggablePath(`/preview/${TOKEN}`)).toBe('/preview/[redacted]');
    expect(loggablePath(`/api/previews/${TOKEN}?x=1`)).toBe('/api/previews/[redacted]?x=1');
    expect(loggablePath('/api/previews')).toBe('/api/previews');
    expect(loggablePath('/api/reward-points/codes/KAWAII-5OFF-ABCD')).toBe(
      '/api/reward-points/codes/[redacted]',
    );
    expect(loggablePath(`/order/KA-10042?key=${TOKEN}`)).toBe('/order/KA-10042?key=[redacted]');
    expect(loggablePath(`/reset-password?token=${TOKEN}`)).toBe('/reset-password?token=[redacted]');
    expect(loggablePath('/shop/abc')).toBe('/shop/abc');
  });
});

describe('the logs of a running server', () => {
  let fixture: string;
  let app: TestApp;
  beforeAll(async () => {
    // A storefront whose every render fails, so each page request is a logged 500.
    fixture = mkdtempSync(join(tmpdir(), 'kawaii-secret-logs-'));
    mkdirSync(join(fixture, 'client'), { recursive: true });
    mkdirSync(join(fixture, 'server'));
    writeFileSync(join(fixture, 'client', 'index.html'), '<html><body><!--app--></body></html>');
    writeFileSync(
      join(fixture, 'server', 'entry-server.js'),
      'export async function renderPage() { throw new Error("render failed"); }',
    );
    app = await startTestApp({ storefrontDir: fixture });
  });
  afterAll(async () => {
    await app.close();
    rmSync(fixture, { recursive: true, force: true });
  });

  it('writes no token into the request log or the error log', async () => {
    for (const path of [
      `/preview/${TOKEN}`,
      `/order/KA-10042?key=${TOKEN}`,
      `/reset-password?token=${TOKEN}`,
    ]) {
      expect((await app.get(path)).status).toBe(500);
    }
    await app.get(`/api/previews/${TOKEN}`);
    await expect
      .poll(() => app.logger.infos.filter((line) => line.startsWith('GET ')).length, PATIENCE)
      .toBe(4);
    const errors = app.logger.errors.map((entry) => entry.message);
    expect(errors).toEqual([
      'GET /preview/[redacted] failed',
      'GET /order/KA-10042?key=[redacted] failed',
      'GET /reset-password?token=[redacted] failed',
    ]);
    expect(JSON.stringify([app.logger.infos, errors])).not.toContain(TOKEN);
  });
});

describe('configuration errors', () => {
  it('never print the mail server password', () => {
    const password = 'hunter2 with spaces';
    let message = '';
    try {
      loadConfig({ SMTP_URL: `smtp://shop:${password}@mail example:587` });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SMTP_URL must be a URL/);
    expect(message).not.toContain('hunter2');
  });
});
