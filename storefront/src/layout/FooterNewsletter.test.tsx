import { describe, expect, it } from 'vitest';
import { NEWSLETTER_EMAIL_PROBLEMS, SUBSCRIBE_ACCEPTED } from '@kawaii/shared';
import { renderPage } from '../entry-server.tsx';
import { fixtureApi } from '../test/fixtures.ts';

const TEMPLATE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
const ORIGIN = 'https://shop.example';

/** The footer's sign-up section as the server renders it on `path`. */
async function servedSignup(path: string): Promise<string> {
  const result = await renderPage({
    url: ORIGIN + path,
    origin: ORIGIN,
    template: TEMPLATE,
    api: fixtureApi(),
  });
  if (result.kind !== 'html') throw new Error(`expected a page, got ${result.kind}`);
  const section = /<section id="newsletter"[\s\S]*?<\/section>/.exec(result.html)?.[0];
  if (!section) throw new Error('no newsletter section in the footer');
  return section;
}

describe('the footer’s sign-up in the server’s page', () => {
  it('is the whole form, a plain one that posts to the server with its page', async () => {
    const html = await servedSignup('/shop?category=dolls');
    const form = /<form [^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/newsletter/subscribe"');
    expect(html).toContain('<input type="hidden" name="source" value="footer"/>');
    expect(html).toContain('<input type="hidden" name="page" value="/shop"/>');
    expect(html).toMatch(/<label class="visually-hidden" for="[^"]+">Your email<\/label>/);
    const field = /<input id="[^"]+-email"[^>]*>/.exec(html)![0];
    expect(field).toContain('name="email"');
    expect(field).toContain('type="email"');
    expect(field).toContain('required=""');
    expect(html).toContain('>Subscribe</button>');
    expect(html).toContain('We send a link to confirm first.');
    expect(html).not.toContain('role="alert"');
  });

  it('shows the outcome of a sign-up the server took as a plain form', async () => {
    const sent = await servedSignup('/blog?newsletter=sent');
    expect(sent).toContain(SUBSCRIBE_ACCEPTED);
    expect(sent).not.toContain('<form');

    const refused = await servedSignup(
      '/blog?newsletter=invalid&newsletter_email=mika%40localhost',
    );
    expect(refused).toContain(`role="alert">${NEWSLETTER_EMAIL_PROBLEMS.invalid}</p>`);
    expect(refused).toContain('value="mika@localhost"');
    expect(refused).toContain('aria-invalid="true"');
  });

  it('says only the shop’s own words, whatever the address names', async () => {
    for (const outcome of [
      'constructor',
      'toString',
      '<b>Call us now</b>',
      'Enter a valid email address',
    ]) {
      const html = await servedSignup(`/?${new URLSearchParams({ newsletter: outcome })}`);
      expect(html).toContain('<form');
      expect(html).not.toContain('role="alert"');
      expect(html).not.toContain('Call us');
    }
  });
});
