import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { PATIENCE } from '../test/patience.ts';
import { loggablePath } from './request-log.ts';

describe('loggablePath', () => {
  it('keeps a path and its harmless query as they are', () => {
    expect(loggablePath('/api/shop')).toBe('/api/shop');
    expect(loggablePath('/api/shop?category=abc&sort=price-low')).toBe(
      '/api/shop?category=abc&sort=price-low',
    );
  });

  it('redacts the values of secret-looking query parameters', () => {
    expect(
      loggablePath('/login?access_token=eyJhbGc&page=2&password=hunter2&api%5Fkey=k&code=123'),
    ).toBe(
      '/login?access_token=[redacted]&page=2&password=[redacted]&api%5Fkey=[redacted]&code=[redacted]',
    );
    expect(loggablePath('/x?token')).toBe('/x?token=[redacted]');
    expect(loggablePath('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });
});

describe('request log', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(() => app.close());

  it('writes one line per request through the app logger: method, path, status, duration', async () => {
    await app.get('/api/shop?sort=newest&token=secret-value');
    await app.get('/api/nothing-here', { method: 'DELETE' });
    // The line is written when the response closes, which may come just after the client reads it.
    await vi.waitFor(() => expect(app.logger.infos).toHaveLength(2), PATIENCE);
    expect(app.logger.infos).toEqual([
      expect.stringMatching(/^GET \/api\/shop\?sort=newest&token=\[redacted\] 200 \d+ms$/),
      expect.stringMatching(/^DELETE \/api\/nothing-here 404 \d+ms$/),
    ]);
    expect(app.logger.infos.join('\n')).not.toContain('secret-value');
  });
});
