import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminRequests, type FormFile } from '../test/admin-requests.ts';
import { signedIn } from '../test/auth.ts';
import { pngDeclaring, sidewaysPhotoWithGps, solidPng } from '../test/image-factories.ts';
import { asStaff, useStaffApp } from '../test/staff-app.ts';
import { createMediaStore } from './store.ts';

const suite = useStaffApp('admin');
const requests = asStaff(suite);

const uploads = () => readdirSync(suite.app.uploadsDir);
let before: string[];

beforeEach(() => {
  before = uploads();
});

async function upload(files: FormFile[]) {
  const response = await requests.form('POST', '/api/media', {}, files);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /api/media', () => {
  it('stores one image upright and without its EXIF GPS, answering 201 with its path and size', async () => {
    const answer = await upload([{ field: 'file', content: await sidewaysPhotoWithGps() }]);

    expect(answer).toEqual({
      status: 201,
      body: {
        path: expect.stringMatching(/^\/uploads\/[a-z0-9]+-600x1200\.webp$/),
        width: 600,
        height: 1200,
      },
    });
    const path = answer.body['path'] as string;
    const stored = readFileSync(join(suite.app.uploadsDir, path.slice('/uploads/'.length)));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toMatch(/GPS|PhoneCam/);
    expect(createMediaStore(suite.app.db).findByPath(path)).toMatchObject({
      uploadedBy: suite.staffUser.id,
    });
    // The image is served where its path says.
    expect((await suite.app.get(path)).status).toBe(200);
  });

  it('answers 400 without a file', async () => {
    expect(await upload([])).toEqual({
      status: 400,
      body: { message: 'Choose an image to upload', errors: { file: 'An image is required' } },
    });
  });

  it.each([
    ['a PHP script', '<?php system($_GET["c"]); ?>'],
    ['an HTML page', '<html><script>alert(document.cookie)</script></html>'],
  ])('refuses %s renamed .png with 415 and stores nothing', async (_what, text) => {
    const answer = await upload([{ field: 'file', content: Buffer.from(text), name: 'kitty.png' }]);
    expect(answer).toEqual({
      status: 415,
      body: { message: 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted' },
    });
    expect(uploads()).toEqual(before);
  });

  it('refuses a file over 15 MB with 413', async () => {
    const oversized = Buffer.alloc(15 * 1024 * 1024 + 1);
    (await solidPng()).copy(oversized);
    expect(await upload([{ field: 'file', content: oversized }])).toEqual({
      status: 413,
      body: { message: 'Each image must be at most 15 MB' },
    });
    expect(uploads()).toEqual(before);
  });

  it('refuses a decompression bomb with 413', async () => {
    const answer = await upload([{ field: 'file', content: pngDeclaring(20_000, 20_000) }]);
    expect(answer).toEqual({
      status: 413,
      body: { message: 'Each image must be at most 60 megapixels' },
    });
    expect(uploads()).toEqual(before);
  });

  it('takes one file at a time', async () => {
    const image = await solidPng();
    const answer = await upload([
      { field: 'file', content: image },
      { field: 'file', content: image },
    ]);
    expect(answer.status).toBe(400);
    expect(uploads()).toEqual(before);
  });

  it('is for admins only', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await solidPng())]), 'a.png');
    expect((await suite.app.get('/api/media', { method: 'POST', body: form })).status).toBe(401);
    const customer = await signedIn(suite.app);
    const refused = await adminRequests(suite.app, customer.headers).form(
      'POST',
      '/api/media',
      {},
      [{ field: 'file', content: await solidPng() }],
    );
    expect(refused.status).toBe(403);
    expect(uploads()).toEqual(before);
  });
});
