import { describe, expect, it } from 'vitest';
import { signedIn } from '../test/auth.ts';
import { buildArtwork } from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';
import { oneOfEachKind } from './media-test-support.ts';

const media = useStaffApp('admin');

const usage = (path: string, headers: Record<string, string> = media.staff) =>
  fetch(`${media.app.url}/api/media/usage?path=${encodeURIComponent(path)}`, { headers });

describe('GET /api/media/usage', () => {
  it('names every record that shows the image, by kind and title', async () => {
    const path = '/uploads/shared-picture-10x10.webp';
    oneOfEachKind(media.app.db, {
      artwork: { title: 'Moon Bunny', images: [path] },
      post: { title: 'Picnic Day', images: [], coverImage: path, mainImage: path },
      product: { title: 'Bunny Plush', images: ['/uploads/other-1x1.webp', path] },
      category: { name: 'Plushies', image: path },
      game: { title: 'Dress Up', thumbnail: path },
    });
    buildArtwork(media.app.db, { title: 'Unrelated', images: ['/uploads/other-1x1.webp'] });

    const answer = await usage(path);
    expect(answer.status).toBe(200);
    const uses = (await answer.json()) as { type: string; title: string }[];
    expect(uses.map(({ type, title }) => ({ type, title }))).toEqual([
      { type: 'artwork', title: 'Moon Bunny' },
      { type: 'blog', title: 'Picnic Day' },
      { type: 'category', title: 'Plushies' },
      { type: 'game', title: 'Dress Up' },
      { type: 'product', title: 'Bunny Plush' },
    ]);
  });

  it('answers an empty list for an unused file, 400 for a path outside the uploads', async () => {
    expect(await (await usage('/uploads/nobody-uses-me-1x1.webp')).json()).toEqual([]);
    expect((await usage('/etc/passwd')).status).toBe(400);
  });

  it('is for staff only', async () => {
    expect((await usage('/uploads/a-1x1.webp', {})).status).toBe(401);
    const customer = (await signedIn(media.app, { role: 'user' })).headers;
    expect((await usage('/uploads/a-1x1.webp', customer)).status).toBe(403);
  });
});
