import { describe, expect, it } from 'vitest';
import { renderPageHead } from './meta-head.ts';

const base = { siteName: 'Kawaii Atelier', origin: 'https://shop.example', path: '/artwork/moon' };

describe('renderPageHead', () => {
  it('adds the share card with the image, its size and alt, after the basic tags', () => {
    const head = renderPageHead({
      ...base,
      meta: {
        title: 'Moon Kitty',
        description: 'A kitty on the moon',
        image: '/uploads/abc123-1200x900.webp',
        imageAlt: 'A kitty & the moon',
        type: 'article',
      },
    });
    expect(head.indexOf('<title>Moon Kitty · Kawaii Atelier</title>')).toBe(0);
    expect(head).toContain('<link rel="canonical" href="https://shop.example/artwork/moon">');
    expect(head).toContain(
      '<meta property="og:image" content="https://shop.example/uploads/abc123-1200x900.webp">',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta property="og:image:height" content="900">');
    expect(head).toContain('<meta property="og:image:alt" content="A kitty &amp; the moon">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta name="twitter:title" content="Moon Kitty">');
    expect(head).toContain('<meta name="twitter:description" content="A kitty on the moon">');
    expect(head).toContain(
      '<meta name="twitter:image" content="https://shop.example/uploads/abc123-1200x900.webp">',
    );
  });

  it('links the blog feed on every page and leaves out image tags without an image', () => {
    const head = renderPageHead({ ...base, meta: { title: 'Games', description: 'Play' } });
    expect(head).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Kawaii Atelier Blog" href="https://shop.example/blog/rss.xml">',
    );
    expect(head).not.toContain('twitter:image');
    expect(head).not.toContain('og:image');
    expect(head).not.toContain('application/ld+json');
  });

  it('writes the page structured data, safely escaped, with the site it is published on', () => {
    const head = renderPageHead({
      ...base,
      meta: {
        title: 'Evil',
        description: '',
        structuredData: ({ origin, siteName }) => ({
          '@type': 'Thing',
          name: '</script><script>alert(1)</script>',
          url: origin,
          publisher: siteName,
        }),
      },
    });
    const script = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head);
    expect(script).not.toBeNull();
    expect(script![1]).not.toContain('<');
    expect(JSON.parse(script![1]!)).toEqual({
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
      url: 'https://shop.example',
      publisher: 'Kawaii Atelier',
    });
  });
});
