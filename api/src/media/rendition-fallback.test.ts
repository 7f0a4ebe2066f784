import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renditionPath } from '@kawaii/shared';
import { solidPng } from '../test/image-factories.ts';
import { recordingLogger, startTestApp, type TestApp } from '../test/test-app.ts';
import { backfillRenditions } from './backfill-renditions.ts';
import { storeImage } from './store-image.ts';
import { createMediaStore } from './store.ts';

let app: TestApp;

beforeEach(async () => {
  app = await startTestApp();
});

afterEach(() => app.close());

const fileOf = (path: string) => join(app.uploadsDir, path.slice('/uploads/'.length));

async function storedImage(width: number, height: number) {
  const input = await solidPng(width, height, '#f8b4c8');
  return (await storeImage(createMediaStore(app.db), app.uploadsDir, input)).path;
}

async function bytesOf(response: Response) {
  return Buffer.from(await response.arrayBuffer());
}

describe('a rendition not drawn yet', () => {
  it('is stood in for by the next wider file, not cached, until the backfill draws it', async () => {
    const master = await storedImage(1200, 800);
    const phone = renditionPath(master, 720);
    rmSync(fileOf(phone));

    const standIn = await app.get(phone);
    expect(standIn.status).toBe(200);
    expect(standIn.headers.get('content-type')).toBe('image/webp');
    expect(standIn.headers.get('cache-control')).toBe('no-cache');
    expect(await bytesOf(standIn)).toEqual(readFileSync(fileOf(renditionPath(master, 960))));

    // Without the 960 either, the master itself stands in.
    rmSync(fileOf(renditionPath(master, 960)));
    expect(await bytesOf(await app.get(phone))).toEqual(readFileSync(fileOf(master)));

    await backfillRenditions(app.uploadsDir, recordingLogger());
    const drawn = await app.get(phone);
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('cache-control')).toContain('immutable');
    expect(await bytesOf(drawn)).toEqual(readFileSync(fileOf(phone)));
  });

  it('stays a 404 for widths the image never has, other names, and deleted images', async () => {
    const master = await storedImage(600, 400);
    // 600 px wide: no 720 rendition exists for it, nor will one.
    expect((await app.get(renditionPath(master, 720))).status).toBe(404);
    expect((await app.get(renditionPath(master, 500))).status).toBe(404);
    expect((await app.get('/uploads/gone0-1200x800@720w.webp')).status).toBe(404);
    expect((await app.get('/uploads/..%2Fsecret-1200x800@720w.webp')).status).toBe(404);
    expect((await app.get(renditionPath(master, 480))).status).toBe(200);
  });
});
