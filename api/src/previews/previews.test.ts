import { describe, expect, it } from 'vitest';
import { PREVIEW_EXPIRED, type Preview, type PreviewLink } from '@kawaii/shared';
import { resolveJwtSecret } from '../auth/jwt-secret.ts';
import { createSessionTokens } from '../auth/tokens.ts';
import { signedIn } from '../test/auth.ts';
import { buildPost, buildProduct } from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';
import { createUserStore } from '../users/store.ts';
import { createPreviewTokens, PREVIEW_LIFETIME_SECONDS } from './tokens.ts';

const suite = useStaffApp('admin');

async function askLink(body: unknown, headers: Record<string, string> = suite.staff) {
  return suite.app.get('/api/previews', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function linkFor(kind: 'post' | 'product', id: string): Promise<PreviewLink> {
  const answer = await askLink({ kind, id });
  expect(answer.status).toBe(200);
  return (await answer.json()) as PreviewLink;
}

const tokenOf = (link: PreviewLink) => decodeURIComponent(link.path.replace('/preview/', ''));
const open = (token: string, headers: Record<string, string> = {}) =>
  suite.app.get(`/api/previews/${encodeURIComponent(token)}`, { headers });

describe('draft preview links', () => {
  it('opens a draft post for anyone holding the link, uncached, while the public gets 404', async () => {
    const draft = buildPost(suite.app.db, {
      title: 'Secret Picnic',
      slug: 'secret-picnic',
      published: false,
    });
    expect((await suite.app.get('/api/blog/slug/secret-picnic')).status).toBe(404);

    const link = await linkFor('post', draft.id);
    expect(link.path).toMatch(/^\/preview\/[\w.-]+$/);
    const minutesLeft = (Date.parse(link.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);

    const answer = await open(tokenOf(link));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const preview = (await answer.json()) as Preview;
    expect(preview.kind).toBe('post');
    expect(preview.kind === 'post' && preview.post.title).toBe('Secret Picnic');
  });

  it('opens a draft product and shows the record as saved now', async () => {
    const draft = buildProduct(suite.app.db, { title: 'Hidden Plush', published: false });
    const link = await linkFor('product', draft.id);
    const preview = (await (await open(tokenOf(link))).json()) as Preview;
    expect(preview.kind === 'product' && preview.product.title).toBe('Hidden Plush');
  });

  it('refuses a forged, altered, expired or session token with the same 404', async () => {
    const draft = buildPost(suite.app.db, { published: false });
    const token = tokenOf(await linkFor('post', draft.id));
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const secret = resolveJwtSecret(suite.app.config);
    const expired = (
      await createPreviewTokens(secret).issue(
        { kind: 'post', recordId: draft.id, staffId: suite.staffUser.id, sessionVersion: 0 },
        new Date(Date.now() - (PREVIEW_LIFETIME_SECONDS + 5) * 1000),
      )
    ).token;
    // A session token is signed with the session key: it must never open a preview.
    const session = await createSessionTokens(secret).issue(suite.staffUser.id, 0);
    const otherServer = (
      await createPreviewTokens(new Uint8Array(32).fill(7)).issue({
        kind: 'post',
        recordId: draft.id,
        staffId: suite.staffUser.id,
        sessionVersion: 0,
      })
    ).token;

    for (const bad of [
      `${header}.${payload}.${flipped}`,
      expired,
      session,
      otherServer,
      'nonsense',
    ]) {
      const answer = await open(bad);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: PREVIEW_EXPIRED });
    }
  });

  it('stops working once the staff member who made it is demoted', async () => {
    const maker = await signedIn(suite.app, { role: 'admin' });
    const draft = buildPost(suite.app.db, { published: false });
    const answer = await askLink({ kind: 'post', id: draft.id }, maker.headers);
    const token = tokenOf((await answer.json()) as PreviewLink);
    expect((await open(token)).status).toBe(200);

    createUserStore(suite.app.db).setRole(maker.user.id, 'user', new Date().toISOString());
    expect((await open(token)).status).toBe(404);
  });

  it('is made by staff only, for records that exist, with a clear 400 for bad input', async () => {
    const draft = buildPost(suite.app.db, { published: false });
    expect((await askLink({ kind: 'post', id: draft.id }, {})).status).toBe(401);
    const customer = await signedIn(suite.app);
    expect((await askLink({ kind: 'post', id: draft.id }, customer.headers)).status).toBe(403);

    const missing = await askLink({ kind: 'product', id: 'no-such-product' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Product not found' });

    const wrongKind = await askLink({ kind: 'artwork', id: draft.id });
    expect(wrongKind.status).toBe(400);
    expect(((await wrongKind.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      'kind',
    );
  });
});
