import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressReads } from './compress-reads.ts';

const record = { note: 'a soft pastel painting '.repeat(200) }; // well above the 1 KB threshold
let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(compressReads(compression()));
  app.get('/record', (_req, res) => void res.json(record));
  app.post('/record', (_req, res) => void res.status(201).json(record));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('compressReads', () => {
  it('compresses the answer to a read for a client that accepts it', async () => {
    const response = await fetch(`${origin}/record`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.json()).toEqual(record);
  });

  it('sends the answer to a write as it is, with its length', async () => {
    const body = JSON.stringify(record);
    const response = await fetch(`${origin}/record`, {
      method: 'POST',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(await response.text()).toBe(body);
  });
});
