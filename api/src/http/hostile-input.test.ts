// Inputs an attack test found answered with 500; each must be a plain client error instead.
import { request } from 'node:http';
import { deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin');

function postEncoded(encoding: string, body: Buffer | string) {
  return suite.app.get('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    body,
  });
}

describe('a compressed body that does not decompress', () => {
  it.each(['gzip', 'deflate'])('answers 400 for broken %s', async (encoding) => {
    const response = await postEncoded(encoding, 'this is not compressed at all');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid request body' });
    expect(suite.app.logger.errors).toEqual([]);
  });

  it('still reads a body that is genuinely compressed', async () => {
    const body = JSON.stringify({ email: 'not-an-email', password: 'x' });
    for (const compressed of [gzipSync(body), deflateSync(body)]) {
      const encoding = compressed[0] === 0x1f ? 'gzip' : 'deflate';
      const response = await postEncoded(encoding, compressed);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: { email: 'Enter a valid email address' },
      });
    }
  });
});

describe('a media path whose file name is longer than a file system allows', () => {
  it('answers 400, not an error from the disk', async () => {
    const name = `${'a'.repeat(300)}.png`;
    const response = await suite.app.get(`/api/media/${encodeURIComponent(`/uploads/${name}`)}`, {
      method: 'DELETE',
      headers: suite.staff,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid media path' });
    expect((await suite.app.get(`/uploads/${name}`)).status).toBe(404);
    expect(suite.app.logger.errors).toEqual([]);
  });
});

/** GET with the path sent exactly as written (fetch would normalise the dots away first). */
function statusOfRawPath(path: string): Promise<number> {
  const { port } = new URL(suite.app.url);
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('a page path that normalises to //host', () => {
  it.each(['//evil.example/..', '//evil.example/%2e%2e', '//evil.example'])(
    'answers 404 for %s',
    async (path) => {
      expect(await statusOfRawPath(path)).toBe(404);
      expect(suite.app.logger.errors).toEqual([]);
    },
  );
});

describe('Cache-Control on /api', () => {
  it('is no-store on answers, errors and unknown paths alike', async () => {
    const answers = await Promise.all([
      suite.app.get('/api/auth/me', { headers: suite.staff }),
      suite.app.get('/api/orders', { headers: suite.staff }),
      suite.app.get('/api/auth/me'),
      suite.app.get('/api/no-such-thing'),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 200, 401, 404]);
    for (const response of answers) expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
