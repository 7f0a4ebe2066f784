import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheAddressRule } from './cache-key.ts';
import { createResponseCache, sendPublicResponse } from './response-cache.ts';
import { tableWrites } from './table-writes.ts';

// A cache over an app whose every answer is a 10,000-byte body read from a table: /b from table
// b, and every other path from table a.
const BODY_BYTES = 10_000;
const db = new Database(':memory:');
db.exec(
  'CREATE TABLE a (x); CREATE TABLE b (x); INSERT INTO a VALUES (1); INSERT INTO b VALUES (1)',
);
const writes = tableWrites(db);
const readA = db.prepare('SELECT x FROM a');
const readB = db.prepare('SELECT x FROM b');

// An answer holds its body twice (the text, and the bytes sent): two answers fit, three do not.
const CAP = 2.5 * (2 * BODY_BYTES + 1100);
const cache = createResponseCache({
  writes,
  maxBytes: CAP,
  address: cacheAddressRule([]),
});
let renders = 0;
const app = express();
app.use(cache.middleware);
app.get('/:name', (req, res) => {
  renders += 1;
  (req.params.name === 'b' ? readB : readA).get();
  const body = `${req.params.name}:`.padEnd(BODY_BYTES, '.');
  sendPublicResponse(res, { status: 200, contentType: 'text/plain', body });
});

let base = '';
let close = () => {};
beforeAll(async () => {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  db.close();
});

/** Whether the path was rendered for this request (false: served stored). */
async function rendered(path: string): Promise<boolean> {
  const before = renders;
  const response = await fetch(base + path, { headers: { 'Accept-Encoding': 'identity' } });
  await response.text();
  return renders > before;
}

describe('the response cache in bytes', () => {
  it('holds no more bytes than its cap, dropping the least recently used first', async () => {
    expect(await rendered('/a')).toBe(true);
    expect(await rendered('/b')).toBe(true);
    expect(await rendered('/c')).toBe(true);
    expect(cache.bytes).toBeLessThanOrEqual(CAP);
    expect(cache.size).toBeLessThan(3);
    cache.clear();

    expect(await rendered('/a')).toBe(true);
    expect(await rendered('/b')).toBe(true);
    expect(await rendered('/a')).toBe(false); // /a is now the most recently used
    expect(await rendered('/c')).toBe(true); // evicts /b, the least recently used
    expect(await rendered('/a')).toBe(false);
    expect(await rendered('/b')).toBe(true);
    expect(cache.bytes).toBeLessThanOrEqual(CAP);
  });

  it('stays within its cap whatever the number of distinct addresses', async () => {
    for (let index = 0; index < 20; index += 1) await rendered(`/page-${index}`);
    expect(cache.bytes).toBeLessThanOrEqual(CAP);
    expect(await rendered('/page-19')).toBe(false);
  });

  it('drops only the answers made from a table written since', async () => {
    cache.clear();
    await rendered('/a');
    await rendered('/b');
    db.prepare('UPDATE b SET x = x + 1').run();
    expect(await rendered('/a')).toBe(false);
    expect(await rendered('/b')).toBe(true);
    db.prepare('INSERT INTO a VALUES (2)').run();
    expect(await rendered('/a')).toBe(true);
  });
});
