// A sign-in flood must not starve the shop. Forty clients, each from its own loopback address and
// each within the per-address limit of ten sign-ins a minute, keep guessing passwords while a
// shopper loads the page's script bundle and a product photo. Password hashing runs in its own
// bounded worker pool, so the files keep arriving quickly; surplus sign-ins are told to come back
// (503 with Retry-After) instead of queueing behind each other.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from '../support/site.ts';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.stop());

const CLIENTS = 40;
const ATTEMPTS_PER_CLIENT = 9; // the per-address and per-email limits are 10 a minute
const SAMPLES_PER_FILE = 100;

interface Answer {
  status: number;
  retryAfter: string | undefined;
  ms: number;
}

/** One HTTP request from a chosen loopback address, its body read to the end. */
function send(
  url: URL,
  options: { localAddress?: string; method?: string; body?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: options.method ?? 'GET',
        localAddress: options.localAddress,
        agent: false,
        headers: {
          'accept-encoding': 'gzip',
          ...(options.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The home page's script bundle and the first uploaded image it shows. */
async function pageFiles(): Promise<{ bundle: URL; image: URL }> {
  const html = await (await fetch(`${site.url}/`)).text();
  // The entry is the first script the page's inline loader names.
  const bundle = /"(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  const image = /(\/uploads\/[^"'\s)]+\.(?:webp|png|jpe?g))/.exec(html)?.[1];
  expect(bundle, 'the home page loads a script bundle').toBeTruthy();
  expect(image, 'the home page shows an uploaded image').toBeTruthy();
  return { bundle: new URL(bundle!, site.url), image: new URL(image!, site.url) };
}

describe('a flood of sign-ins', () => {
  it('leaves the script bundle and images arriving in under a second (p99)', async () => {
    const { bundle, image } = await pageFiles();
    const login = new URL('/api/auth/login', site.url);
    let flooding = true;

    const flood = Array.from({ length: CLIENTS }, async (_, client) => {
      const localAddress = `127.0.0.${client + 10}`;
      const answers: Answer[] = [];
      for (let attempt = 0; attempt < ATTEMPTS_PER_CLIENT && flooding; attempt += 1) {
        const body = JSON.stringify({
          email: `guess-${client}@example.test`,
          password: `wrong-password-${attempt}`,
        });
        answers.push(await send(login, { localAddress, method: 'POST', body }));
        await sleep(250);
      }
      return answers;
    });

    const timings = { bundle: [] as number[], image: [] as number[] };
    await sleep(300); // let the flood fill the hashing pool first
    for (let sample = 0; sample < SAMPLES_PER_FILE; sample += 1) {
      const [script, photo] = await Promise.all([send(bundle), send(image)]);
      expect([script.status, photo.status]).toEqual([200, 200]);
      timings.bundle.push(script.ms);
      timings.image.push(photo.ms);
      await sleep(20);
    }
    flooding = false;
    const floodAnswers = (await Promise.all(flood)).flat();

    const statuses = new Set(floodAnswers.map((answer) => answer.status));
    // Wrong passwords, or "come back shortly": never a rate-limit miss, never a failure.
    expect([...statuses].every((status) => status === 401 || status === 503)).toBe(true);
    expect(statuses.has(503), 'surplus sign-ins are turned away at once').toBe(true);
    for (const answer of floodAnswers.filter((a) => a.status === 503)) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    const summary = {
      bundleP99: percentile(timings.bundle, 99),
      imageP99: percentile(timings.image, 99),
      logins: floodAnswers.length,
      refusedBusy: floodAnswers.filter((a) => a.status === 503).length,
    };
    console.info('login flood', JSON.stringify(summary));
    expect(summary.bundleP99).toBeLessThan(1000);
    expect(summary.imageP99).toBeLessThan(1000);
  });
});
