import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { parseTrustProxy } from './trust-proxy.ts';

describe('parseTrustProxy', () => {
  it('trusts no proxy unless told', () => {
    for (const value of [undefined, '', 'false', 'off', '0']) {
      expect(parseTrustProxy(value)).toBe(false);
    }
  });

  it('reads a hop count or a list of addresses, subnets and range names', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,loopback, fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'loopback',
      'fd00::/8',
    ]);
  });

  it('refuses true (anyone could choose their address) and what is not an address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/number of proxies/);
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow('"10.0.0.0/40" is not an IP address');
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/not an IP address/);
  });
});

/**
 * Eleven logins from "one" client: the eleventh is over the per-IP limit of ten. They leave out
 * the password, so each is a quick 400 once the limit has counted it (no hashing to wait for).
 */
async function eleventhLoginStatus(app: TestApp, forwardedFor: (attempt: number) => string) {
  let status = 0;
  for (let attempt = 0; attempt < 11; attempt += 1) {
    const response = await app.get('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(attempt) },
      body: JSON.stringify({ email: `nobody${attempt}@example.test` }),
    });
    status = response.status;
  }
  return status;
}

describe('TRUST_PROXY and the rate limits', () => {
  let direct: TestApp;
  let proxied: TestApp;
  let elsewhere: TestApp;
  beforeAll(async () => {
    direct = await startTestApp();
    proxied = await startTestApp({ trustProxy: parseTrustProxy('loopback') });
    // The proxy is another machine: these tests' requests (from 127.0.0.1) bypass it.
    elsewhere = await startTestApp({ trustProxy: parseTrustProxy('10.0.0.1') });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
    await elsewhere.close();
  });

  it('ignores X-Forwarded-For when no proxy is trusted: a client cannot pick its address', async () => {
    expect(await eleventhLoginStatus(direct, (n) => `203.0.113.${n}`)).toBe(429);
  });

  it('ignores X-Forwarded-For from a client that is not the trusted proxy', async () => {
    expect(await eleventhLoginStatus(elsewhere, (n) => `203.0.113.${n}`)).toBe(429);
  });

  it('counts each customer behind a trusted proxy on its own', async () => {
    expect(await eleventhLoginStatus(proxied, (n) => `203.0.113.${n}`)).toBe(400);
    expect(await eleventhLoginStatus(proxied, () => '198.51.100.7')).toBe(429);
  });
});
