// The built shop behind a real Caddy (the Debian package, deploy/Caddyfile as shipped), on
// loopback with Caddy's own certificate authority (`local_certs`) and high ports: Chromium loads
// the shop over HTTPS, links and mail name the https origin, HSTS is sent, http:// and the www
// name are redirected, and the per-client sign-in and order limits count each client address
// as Caddy saw it: two clients (127.0.0.2 and 127.0.0.3) are two, and a forged X-Forwarded-For
// header, which Caddy replaces, buys no one more tries.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';

const CADDYFILE = resolve(import.meta.dirname, '../../deploy/Caddyfile');
const DOMAIN = 'shop.test';

let httpPort: number;
let httpsPort: number;
let origin: string;
let site: Site;
let caddy: ChildProcess;
let caddyHome: string;
let browser: Browser;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request to Caddy, from a chosen loopback address, for a host name of the shop. */
function send(
  path: string,
  options: {
    from?: string;
    host?: string;
    tls?: boolean;
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const tls = options.tls ?? true;
  const host = options.host ?? DOMAIN;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((done, fail) => {
    const req = (tls ? httpsRequest : httpRequest)(
      {
        host: '127.0.0.1',
        port: tls ? httpsPort : httpPort,
        path,
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.1',
        servername: host,
        rejectUnauthorized: false,
        agent: false,
        headers: {
          host: `${host}:${tls ? httpsPort : httpPort}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

async function startCaddy(upstreamPort: number): Promise<ChildProcess> {
  caddyHome = mkdtempSync(join(tmpdir(), 'kawaii-e2e-caddy-'));
  const child = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env['PATH'],
      HOME: caddyHome,
      XDG_DATA_HOME: caddyHome,
      XDG_CONFIG_HOME: caddyHome,
      SHOP_DOMAIN: DOMAIN,
      SHOP_ALIAS_DOMAIN: `www.${DOMAIN}`,
      SHOP_UPSTREAM: `127.0.0.1:${upstreamPort}`,
      // Loopback only, high ports, certificates from Caddy's own authority, kept out of the
      // system's trust store, and no admin endpoint (two test runs must not share port 2019).
      CADDY_GLOBAL_OPTIONS: [
        'local_certs',
        'skip_install_trust',
        'admin off',
        'default_bind 127.0.0.1',
        `http_port ${httpPort}`,
        `https_port ${httpsPort}`,
      ].join('\n'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const answer = await send('/healthz');
      if (answer.status === 200) return child;
    } catch {
      // not listening yet, or the certificate not issued yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Caddy did not serve the shop:\n${output.slice(-3000)}`);
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
}

beforeAll(async () => {
  httpPort = await freePort();
  httpsPort = await freePort();
  origin = `https://${DOMAIN}:${httpsPort}`;
  site = await startSite({
    env: {
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      TRUST_PROXY: 'loopback',
      BACKUP_SCHEDULE: 'off',
    },
  });
  caddy = await startCaddy(Number(new URL(site.url).port));
  browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1, MAP www.${DOMAIN} 127.0.0.1`,
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  caddy?.kill('SIGTERM');
  await site?.stop();
  if (caddyHome) rmSync(caddyHome, { recursive: true, force: true });
});

describe('the shop behind Caddy', () => {
  it('loads over HTTPS in Chromium, sends HSTS and names the https origin in its links', async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const response = await page.goto(`${origin}/shop`);
    expect(response?.status()).toBe(200);
    const headers = await response!.allHeaders();
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // Compressed once, by the shop (Caddy adds no encoding of its own).
    expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
    await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${origin}/shop`);
    const shareImage = await page.locator('meta[property="og:url"]').getAttribute('content');
    expect(shareImage?.startsWith(`${origin}/`)).toBe(true);
    await context.close();
  });

  it('redirects http:// to https:// and the www name to the shop’s domain', async () => {
    const plain = await send('/shop?x=1', { tls: false });
    expect(plain.status).toBe(308);
    // Caddy's automatic redirect names the default https port; in production that is 443.
    expect(plain.headers.location).toBe(`https://${DOMAIN}/shop?x=1`);
    const www = await send('/shop', { host: `www.${DOMAIN}` });
    expect(www.status).toBe(301);
    expect(www.headers.location).toBe(`https://${DOMAIN}/shop`);
  });

  it('mails links on the https origin', async () => {
    const email = `mia.${Date.now()}@example.test`;
    const registered = await send('/api/auth/register', {
      method: 'POST',
      from: '127.0.0.4',
      body: { name: 'Mia', email, password: 'a long password 123' },
    });
    expect(registered.status).toBe(201);
    const mailDir = join(site.dataDir, 'mail');
    await expect
      .poll(
        () =>
          readdirSync(mailDir).filter((file) =>
            readFileSync(join(mailDir, file), 'utf8').includes(email),
          ).length,
      )
      .toBeGreaterThan(0);
    const message = readdirSync(mailDir)
      .map((file) => readFileSync(join(mailDir, file), 'utf8'))
      .find((text) => text.includes(email))!;
    const links = [...message.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((match) => match[0]);
    const ownLinks = links.filter((link) => link.includes(DOMAIN) || link.includes('localhost'));
    expect(ownLinks.length).toBeGreaterThan(0);
    for (const link of ownLinks) expect(link.startsWith(`${origin}/`), link).toBe(true);
  });

  it('counts sign-ins per client address as Caddy saw it, whatever X-Forwarded-For a client sends', async () => {
    const signIn = (from: string, n: number, forged?: string) =>
      send('/api/auth/login', {
        method: 'POST',
        from,
        body: { email: `nobody.${from}.${n}@example.test`, password: 'wrong password' },
        headers: forged ? { 'x-forwarded-for': forged } : {},
      });
    // Ten tries a minute from one address, each claiming to come from somewhere else.
    for (let n = 0; n < 10; n += 1) {
      expect((await signIn('127.0.0.2', n, `203.0.113.${n}`)).status).toBe(401);
    }
    expect((await signIn('127.0.0.2', 10, '198.51.100.7')).status).toBe(429);
    // Another client is another address, with tries of its own.
    expect((await signIn('127.0.0.3', 0)).status).toBe(401);
  });

  it('counts orders per client address the same way', async () => {
    // The order limit is counted before the order is read: empty orders use it up as well.
    const order = (from: string, forged?: string) =>
      send('/api/orders', {
        method: 'POST',
        from,
        body: {},
        headers: forged ? { 'x-forwarded-for': forged } : {},
      });
    for (let n = 0; n < 20; n += 1) {
      expect((await order('127.0.0.5', `192.0.2.${n}`)).status).toBe(400);
    }
    expect((await order('127.0.0.5', '127.0.0.9')).status).toBe(429);
    expect((await order('127.0.0.6')).status).toBe(400);
  });
});
