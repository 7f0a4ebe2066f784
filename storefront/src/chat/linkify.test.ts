import { describe, expect, it } from 'vitest';
import { linkifyReply } from './linkify.ts';

const link = (to: string, text = to) => ({ kind: 'link', text, to });
const text = (value: string) => ({ kind: 'text', text: value });

describe('linkifyReply', () => {
  it('leaves a reply without site paths as one piece of text', () => {
    expect(linkifyReply('All sales are final. Shipping is non-refundable.')).toEqual([
      text('All sales are final. Shipping is non-refundable.'),
    ]);
    expect(linkifyReply('')).toEqual([]);
  });

  it('shows a named link by its title', () => {
    expect(
      linkifyReply('✿ [Moonlit Mushroom Cottage Print (A4)](/shop/c78d1136a01c): $28.00'),
    ).toEqual([
      text('✿ '),
      link('/shop/c78d1136a01c', 'Moonlit Mushroom Cottage Print (A4)'),
      text(': $28.00'),
    ]);
    expect(linkifyReply('See [your rewards](/dashboard/rewards) and /shop')).toEqual([
      text('See '),
      link('/dashboard/rewards', 'your rewards'),
      text(' and '),
      link('/shop'),
    ]);
  });

  it('links a variant with its choice and the commission form prefilled from a piece', () => {
    expect(
      linkifyReply(
        '✿ [Size: 1/6 · Colour: Pink](/shop/p1?Size=1%2F6&Colour=Pink): $40.00\n[commission something similar](/commissions?similar=Moonlight+Doll&product=p2).',
      ),
    ).toEqual([
      text('✿ '),
      link('/shop/p1?Size=1%2F6&Colour=Pink', 'Size: 1/6 · Colour: Pink'),
      text(': $40.00\n'),
      link('/commissions?similar=Moonlight+Doll&product=p2', 'commission something similar'),
      text('.'),
    ]);
  });

  it('leaves a named link to anywhere but a page of the site as text', () => {
    for (const reply of [
      '[win](https://evil.example)',
      '[x](//evil.example/shop)',
      '[x](/admin)',
    ]) {
      expect(linkifyReply(reply)).toEqual([text(reply)]);
    }
  });

  it('turns every listed site path into a link', () => {
    const paths = [
      '/shop/p_123',
      '/artwork/moonlight-bunny',
      '/artwork/id/a-9',
      '/blog/making-of-strawberry-doll',
      '/portfolio',
      '/shop',
      '/blog',
      '/games',
      '/dashboard',
      '/privacy',
      '/terms',
    ];
    for (const path of paths) {
      expect(linkifyReply(`See ${path} for more`), path).toEqual([
        text('See '),
        link(path),
        text(' for more'),
      ]);
    }
  });

  it('keeps sentence punctuation, brackets and quotes out of the link', () => {
    expect(linkifyReply('Try /shop/abc-1.')).toEqual([
      text('Try '),
      link('/shop/abc-1'),
      text('.'),
    ]);
    expect(linkifyReply('(see /blog/tea-party), or "/games"!')).toEqual([
      text('(see '),
      link('/blog/tea-party'),
      text('), or "'),
      link('/games'),
      text('"!'),
    ]);
    expect(linkifyReply('Have you seen /portfolio?')).toEqual([
      text('Have you seen '),
      link('/portfolio'),
      text('?'),
    ]);
  });

  it('finds several links, at the very start and end too', () => {
    expect(linkifyReply('/shop and /blog')).toEqual([link('/shop'), text(' and '), link('/blog')]);
    expect(linkifyReply('Dolls:\n/shop/d1\n/shop/d2')).toEqual([
      text('Dolls:\n'),
      link('/shop/d1'),
      text('\n'),
      link('/shop/d2'),
    ]);
  });

  it('keeps a key=value query and tolerates a trailing slash', () => {
    expect(linkifyReply('Cute posts: /blog?tag=kawaii-dolls.')).toEqual([
      text('Cute posts: '),
      link('/blog?tag=kawaii-dolls'),
      text('.'),
    ]);
    expect(linkifyReply('Go to /shop/ now')).toEqual([
      text('Go to '),
      link('/shop', '/shop/'),
      text(' now'),
    ]);
  });

  it('leaves paths of URLs, domains, e-mail addresses and unknown routes as text', () => {
    for (const reply of [
      'Visit https://kawaii-atelier.example/shop today',
      'kawaii-atelier.example/blog/hello',
      'Write to hello@kawaii-atelier.example/terms',
      'Open /admin or /login',
      'A /shopping list',
      'See /portfolio/extra/parts',
      'Path a/blog here',
      'Old /Shop link',
    ]) {
      expect(linkifyReply(reply), reply).toEqual([text(reply)]);
    }
  });

  it('never produces markup from what the reply says', () => {
    const reply = '<img src=x onerror=alert(1)> /shop <b>hi</b>';
    const segments = linkifyReply(reply);
    expect(segments).toEqual([
      text('<img src=x onerror=alert(1)> '),
      link('/shop'),
      text(' <b>hi</b>'),
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(reply);
  });
});
