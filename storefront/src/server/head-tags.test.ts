import { describe, expect, it } from 'vitest';
import { renderHeadTags } from './head-tags.ts';

describe('renderHeadTags', () => {
  const base = { siteName: 'Kawaii Atelier', origin: 'https://shop.example', path: '/blog/spring' };

  it('writes title, description, canonical URL and Open Graph basics', () => {
    const head = renderHeadTags({
      ...base,
      meta: {
        title: 'Spring',
        description: 'New dolls',
        image: '/uploads/a-10x10.webp',
        type: 'article',
      },
    });
    expect(head).toContain('<title>Spring · Kawaii Atelier</title>');
    expect(head).toContain('<meta name="description" content="New dolls">');
    expect(head).toContain('<link rel="canonical" href="https://shop.example/blog/spring">');
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain('<meta property="og:url" content="https://shop.example/blog/spring">');
    expect(head).toContain(
      '<meta property="og:image" content="https://shop.example/uploads/a-10x10.webp">',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).not.toContain('robots');
  });

  it('escapes text and marks private or error pages noindex', () => {
    const head = renderHeadTags({
      ...base,
      meta: { title: '<Bows & "Lace">', description: "Momo's", noIndex: true },
    });
    expect(head).toContain('<title>&lt;Bows &amp; &quot;Lace&quot;&gt; · Kawaii Atelier</title>');
    expect(head).toContain('content="Momo&#39;s"');
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('og:image');
  });
});
