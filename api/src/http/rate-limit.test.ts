import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.ts';
import { byBodyEmail, byIp, createRateLimiter, MINUTE, type RateLimitRule } from './rate-limit.ts';

const silent = { info() {}, warn() {}, error() {} };
const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(rules: RateLimitRule[], now: () => number) {
  const app = express();
  app.use(express.json());
  app.post('/api/login', createRateLimiter(rules, now).middleware, (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorHandler(silent));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return (email: string) =>
    fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
}

describe('createRateLimiter', () => {
  it('refuses the request over the limit with 429 and Retry-After, then lets it through again', async () => {
    let time = 0;
    const post = await serve([{ name: 'ip', limit: 3, windowMs: MINUTE, keyOf: byIp }], () => time);
    for (let attempt = 0; attempt < 3; attempt++) expect((await post('a@x.test')).status).toBe(200);

    time = 15_000;
    const refused = await post('a@x.test');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(await refused.json()).toEqual({ message: 'Too many requests, please try again later' });

    time = MINUTE;
    expect((await post('a@x.test')).status).toBe(200);
  });

  it('counts each email on its own, case-insensitively', async () => {
    const post = await serve(
      [{ name: 'email', limit: 2, windowMs: MINUTE, keyOf: byBodyEmail }],
      () => 0,
    );
    expect((await post('Mia@x.test')).status).toBe(200);
    expect((await post('mia@x.test')).status).toBe(200);
    expect((await post('MIA@x.test')).status).toBe(429);
    expect((await post('other@x.test')).status).toBe(200);
  });
});
