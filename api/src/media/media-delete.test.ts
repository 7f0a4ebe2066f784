import { existsSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renditionPath } from '@kawaii/shared';
import { signedIn } from '../test/auth.ts';
import { buildArtwork } from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';
import { onDisk, oneOfEachKind, storedImage } from './media-test-support.ts';

const media = useStaffApp('admin');

/** Sends the request target exactly as written: fetch would normalize `..` and `%2e%2e` away. */
function rawDelete(target: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(media.app.url);
    const outgoing = request({
      hostname,
      port,
      path: target,
      method: 'DELETE',
      headers: media.staff,
    });
    outgoing.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const deleteMedia = (path: string) => rawDelete(`/api/media/${encodeURIComponent(path)}`);

function row(table: string, id: string): Record<string, unknown> {
  return media.app.db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Record<
    string,
    unknown
  >;
}

describe('DELETE /api/media/:encodedPath', () => {
  it('removes the path from every record in one go, then the file and its renditions', async () => {
    const doomed = await storedImage(media.app);
    const kept = await storedImage(media.app);
    const { artwork, post, product, category, game } = oneOfEachKind(media.app.db, {
      artwork: { images: [kept, doomed] },
      post: { images: [doomed, kept], coverImage: doomed, mainImage: doomed },
      product: { images: [doomed] },
      category: { image: doomed },
      game: { thumbnail: doomed },
    });
    const untouched = buildArtwork(media.app.db, { images: [kept] });

    const answer = await deleteMedia(doomed);

    expect(answer).toEqual({ status: 200, body: { message: 'Media file deleted' } });
    expect(row('artworks', artwork.id)).toMatchObject({
      images: JSON.stringify([kept]),
      version: 2,
    });
    // The cover moves to the first image left; the main image was the cover and follows it.
    expect(row('posts', post.id)).toMatchObject({
      images: JSON.stringify([kept]),
      cover_image: kept,
      main_image: kept,
      version: 2,
    });
    expect(row('products', product.id)).toMatchObject({ images: '[]', version: 2 });
    expect(row('categories', category.id)).toMatchObject({ image: null, version: 2 });
    expect(row('games', game.id)).toMatchObject({ thumbnail: null, version: 2 });
    expect(row('artworks', untouched.id)).toMatchObject({ version: 1 });
    expect(row('artworks', artwork.id)['updated_at']).not.toBe(artwork.updatedAt);
    const mediaFiles = media.app.db.prepare('SELECT path FROM media_files').pluck().all();
    expect(mediaFiles).toContain(kept);
    expect(mediaFiles).not.toContain(doomed);

    for (const width of [480, 960]) {
      expect(onDisk(media.app, renditionPath(doomed, width))).toBe(false);
      expect(onDisk(media.app, renditionPath(kept, width))).toBe(true);
    }
    expect(onDisk(media.app, doomed)).toBe(false);
    expect(onDisk(media.app, kept)).toBe(true);
  });

  it('answers 404 for a file that is neither stored nor shown anywhere', async () => {
    expect(await deleteMedia('/uploads/nothing-10x10.webp')).toEqual({
      status: 404,
      body: { message: 'Media file not found' },
    });
  });

  it('clears a path whose file is already gone from the records that still show it', async () => {
    const artwork = buildArtwork(media.app.db, { images: ['/uploads/lost-10x10.webp'] });
    expect((await deleteMedia('/uploads/lost-10x10.webp')).status).toBe(200);
    expect(row('artworks', artwork.id)).toMatchObject({ images: '[]', version: 2 });
  });

  it('is for admins only', async () => {
    const path = await storedImage(media.app);
    const anonymous = await media.app.get(`/api/media/${encodeURIComponent(path)}`, {
      method: 'DELETE',
    });
    expect(anonymous.status).toBe(401);
    const customer = await signedIn(media.app);
    const refused = await media.app.get(`/api/media/${encodeURIComponent(path)}`, {
      method: 'DELETE',
      headers: customer.headers,
    });
    expect(refused.status).toBe(403);
    expect(onDisk(media.app, path)).toBe(true);
  });

  describe('refuses every path that could leave the uploads folder, touching nothing', () => {
    let secret: string;
    let image: string;
    let artworkId: string;

    beforeAll(async () => {
      // A file next to the uploads folder, where the database also lives.
      secret = join(media.app.dataDir, 'secret.webp');
      writeFileSync(secret, 'top secret');
      symlinkSync(secret, join(media.app.uploadsDir, 'escape.webp'));
      image = await storedImage(media.app);
      artworkId = buildArtwork(media.app.db, {
        images: [image, '/uploads/../secret.webp', '/uploads/escape.webp'],
      }).id;
    });

    it.each([
      ['a parent segment', `/api/media/${encodeURIComponent('/uploads/../secret.webp')}`],
      ['an encoded parent segment', '/api/media/%2Fuploads%2F%2e%2e%2Fsecret.webp'],
      ['a double-encoded parent segment', '/api/media/%2Fuploads%2F%252e%252e%252Fsecret.webp'],
      ['a bare ..', '/api/media/..'],
      ['a bare %2e%2e', '/api/media/%2e%2e'],
      ['a bare %252e%252e', '/api/media/%252e%252e'],
      ['a path outside /uploads/', `/api/media/${encodeURIComponent('/secret.webp')}`],
      ['an absolute file path', 'ABSOLUTE'],
      ['an absolute path after /uploads/', 'UPLOADS_ABSOLUTE'],
      ['a backslash path', `/api/media/${encodeURIComponent('/uploads/..\\secret.webp')}`],
      ['a NUL byte', `/api/media/${encodeURIComponent('/uploads/a.webp\0.png')}`],
      ['a folder', `/api/media/${encodeURIComponent('/uploads/.')}`],
      ['a symlink out of the folder', `/api/media/${encodeURIComponent('/uploads/escape.webp')}`],
    ])('%s', async (_what, target) => {
      const absolute = encodeURIComponent(secret);
      const resolved = target
        .replace('UPLOADS_ABSOLUTE', `/api/media/${encodeURIComponent('/uploads/')}${absolute}`)
        .replace('ABSOLUTE', `/api/media/${absolute}`);

      expect(await rawDelete(resolved)).toEqual({
        status: 400,
        body: { message: 'Invalid media path' },
      });
      expect(existsSync(secret)).toBe(true);
      expect(existsSync(join(media.app.uploadsDir, 'escape.webp'))).toBe(true);
      expect(onDisk(media.app, image)).toBe(true);
      expect(row('artworks', artworkId)).toMatchObject({ version: 1 });
    });
  });
});
