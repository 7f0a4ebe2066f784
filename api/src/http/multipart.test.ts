import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.ts';
import { recordingLogger } from '../test/test-app.ts';
import { MAX_IMAGE_BYTES, imageUploads, uploadedImage, uploadedImages } from './multipart.ts';

let server: Server;
let url: string;

/** An app with one multipart operation that echoes what it received. */
beforeAll(async () => {
  const app = express();
  app.post(
    '/api/upload',
    express.json(),
    imageUploads([
      { name: 'images', maxCount: 20 },
      { name: 'coverImage', maxCount: 1 },
    ]),
    (req, res) => {
      res.json({
        body: { ...req.body },
        images: uploadedImages(req, 'images').map((image) => image.length),
        cover: uploadedImage(req, 'coverImage')?.length ?? null,
      });
    },
  );
  app.use(errorHandler(recordingLogger()));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/upload`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    }),
);

const png = (size = 8) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#fbc' } })
    .png()
    .toBuffer();

function form(files: { field: string; bytes: Uint8Array; name?: string }[], fields = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) body.append(name, String(item));
  }
  for (const file of files) {
    body.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name ?? 'image.png');
  }
  return body;
}

async function send(body: FormData | string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('imageUploads', () => {
  it('keeps text fields in the body and hands over the images by field, in order', async () => {
    const [small, large] = await Promise.all([png(4), png(40)]);
    const answer = await send(
      form(
        [
          { field: 'images', bytes: small },
          { field: 'images', bytes: large },
          { field: 'coverImage', bytes: large },
        ],
        { title: 'Bunny', existingImages: ['/uploads/a.webp', '/uploads/b.webp'] },
      ),
    );
    expect(answer).toEqual({
      status: 200,
      body: {
        body: { title: 'Bunny', existingImages: ['/uploads/a.webp', '/uploads/b.webp'] },
        images: [small.length, large.length],
        cover: large.length,
      },
    });
  });

  it('lets a JSON body through untouched', async () => {
    const answer = await send(JSON.stringify({ name: 'Plushies' }), {
      'content-type': 'application/json',
    });
    expect(answer).toEqual({
      status: 200,
      body: { body: { name: 'Plushies' }, images: [], cover: null },
    });
  });

  it('refuses a file over 15 MB with 413', async () => {
    const oversized = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    (await png()).copy(oversized);
    expect(await send(form([{ field: 'images', bytes: oversized }]))).toEqual({
      status: 413,
      body: { message: 'Each image must be at most 15 MB' },
    });
  });

  it('accepts 20 files and refuses 21 with 413', async () => {
    const image = await png();
    const files = (count: number) =>
      Array.from({ length: count }, () => ({ field: 'images', bytes: image }));
    expect((await send(form(files(20)))).status).toBe(200);
    expect(await send(form(files(21)))).toEqual({
      status: 413,
      body: { message: 'At most 20 files per request' },
    });
  });

  it.each([
    ['a PHP script', '<?php system($_GET["cmd"]); ?>'],
    ['an HTML page', '<!doctype html><script>alert(1)</script>'],
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'],
  ])('refuses %s named .png with 415, whatever its declared type', async (_what, text) => {
    const body = new FormData();
    body.append('images', new Blob([text], { type: 'image/png' }), 'cute.png');
    expect(await send(body)).toEqual({
      status: 415,
      body: { message: 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted' },
    });
  });

  it('refuses the whole request when one of its files is not an image', async () => {
    const body = form([{ field: 'images', bytes: await png() }]);
    body.append('images', new Blob(['<html></html>']), 'fake.gif');
    expect((await send(body)).status).toBe(415);
  });

  it('answers 400 for a file that starts like an image but cannot be read', async () => {
    const truncated = (await png(64)).subarray(0, 40);
    expect(await send(form([{ field: 'images', bytes: truncated }]))).toEqual({
      status: 400,
      body: { message: 'The image could not be read; the file may be damaged' },
    });
  });

  it('refuses files in a field the operation does not take, or too many in one field', async () => {
    const image = await png();
    expect(await send(form([{ field: 'avatar', bytes: image }]))).toEqual({
      status: 400,
      body: { message: 'Unexpected file field "avatar"' },
    });
    const twoCovers = form([
      { field: 'coverImage', bytes: image },
      { field: 'coverImage', bytes: image },
    ]);
    expect(await send(twoCovers)).toEqual({
      status: 400,
      body: { message: 'At most 1 files in coverImage' },
    });
  });

  it('answers 400 for a broken multipart body', async () => {
    const answer = await send('--nope\r\nContent-Disposition: form-data; name="a"\r\n\r\nx', {
      'content-type': 'multipart/form-data; boundary=nope',
    });
    expect(answer).toEqual({ status: 400, body: { message: 'Invalid multipart body' } });
  });
});
