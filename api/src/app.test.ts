import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArtwork } from './test/factories.ts';
import { startTestApp, type TestApp } from './test/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  // Enough records that the JSON list is well above the compression threshold.
  for (let i = 0; i < 20; i++)
    buildArtwork(app.db, { description: 'A soft pastel painting. '.repeat(10) });
});

afterAll(() => app.close());

describe('GET /healthz', () => {
  it('answers ok after asking the database', async () => {
    const response = await app.get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('compression', () => {
  it('sends brotli to clients that accept it', async () => {
    const response = await app.get('/api/artworks', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.json()).toHaveLength(20); // fetch decodes it transparently
  });

  it('sends gzip to clients that only accept gzip', async () => {
    const response = await app.get('/api/artworks', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('/uploads', () => {
  it('serves stored files with a year-long immutable cache', async () => {
    writeFileSync(join(app.uploadsDir, 'abc123-10x10.webp'), 'not really an image');
    const response = await app.get('/uploads/abc123-10x10.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it('answers 404 for a missing file instead of rendering a page', async () => {
    const response = await app.get('/uploads/missing-1x1.webp');
    expect(response.status).toBe(404);
  });

  it('never serves files outside the uploads folder', async () => {
    writeFileSync(join(app.dataDir, 'secret.txt'), 'secret');
    const response = await app.get('/uploads/..%2fsecret.txt');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toContain('secret');
  });
});

describe('/api errors', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'API route not found' });
  });

  it('refuses JSON bodies over 1 MB with 413', async () => {
    const response = await app.get('/api/nothing-here', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request body too large' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.get('/api/nothing-here', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"broken":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid JSON body' });
  });
});

describe('unexpected failures', () => {
  it('answers a plain 500 without stack, SQL or path, and logs the cause', async () => {
    const broken = await startTestApp();
    try {
      broken.db.exec('DROP TABLE post_related_artworks; DROP TABLE posts');
      const response = await broken.get('/api/blog');
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ message: 'Internal server error' });
      expect(text).not.toMatch(/posts|SQLITE|sqlite|\/tmp|at /);
      expect(broken.logger.errors).toHaveLength(1);
      expect(String(broken.logger.errors[0]!.error)).toMatch(/no such table: posts/);
    } finally {
      await broken.close();
    }
  });
});

describe('broken percent-encoding in a path parameter', () => {
  it('is a 400 with a plain message, not a server error', async () => {
    const response = await app.get('/api/artworks/slug/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid URL encoding' });
  });
});
