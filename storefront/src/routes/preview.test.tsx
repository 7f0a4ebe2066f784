import { describe, expect, it } from 'vitest';
import { PREVIEW_EXPIRED } from '@kawaii/shared';
import { renderPage } from '../entry-server.tsx';
import { aPost, aProduct, fixtureApi } from '../test/fixtures.ts';

const ORIGIN = 'https://shop.example';
const TEMPLATE = '<html><head><!--app-head--></head><body><!--app-html--></body></html>';

const draftPost = aPost({
  _id: 'd1',
  slug: 'secret-picnic',
  title: 'Secret Picnic',
  published: false,
});
const draftProduct = aProduct({ _id: 'd2', title: 'Hidden Plush', published: false });
const api = fixtureApi({
  previews: {
    'post-token': { kind: 'post', post: draftPost },
    'product-token': { kind: 'product', product: draftProduct },
  },
});

async function renderPreview(token: string) {
  const result = await renderPage({
    url: `${ORIGIN}/preview/${token}`,
    origin: ORIGIN,
    template: TEMPLATE,
    api,
  });
  if (result.kind !== 'html') throw new Error('expected a page');
  return result;
}

describe('draft preview page', () => {
  it('renders a draft post as its page under the preview banner, out of search engines', async () => {
    const { html, status } = await renderPreview('post-token');
    expect(status).toBe(200);
    expect(html).toContain('Preview - not published');
    expect(html).toContain('<h1 class="blog-post__title">Secret Picnic</h1>');
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toContain('<title>Preview: Secret Picnic');
  });

  it('renders a draft product with its price and gallery', async () => {
    const { html } = await renderPreview('product-token');
    expect(html).toContain('Preview - not published');
    expect(html).toContain('<h1 class="product-page__title">Hidden Plush</h1>');
  });

  it('answers 404 with the expiry message for a link that does not work', async () => {
    const { html, status } = await renderPreview('forged-token');
    expect(status).toBe(404);
    expect(html).toContain(PREVIEW_EXPIRED);
    expect(html).not.toContain('Secret Picnic');
  });
});
