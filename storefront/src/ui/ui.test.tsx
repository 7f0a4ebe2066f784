import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Paragraphs } from './Paragraphs.tsx';
import { stockLabel } from './StockStatus.tsx';
import { StoredImage } from './StoredImage.tsx';

describe('StoredImage', () => {
  it('gives stored images a srcset, sizes and dimensions, lazy unless first', () => {
    const lazy = renderToStaticMarkup(
      <StoredImage path="/uploads/abc-1200x800.webp" alt="Bunny" sizes="50vw" />,
    );
    expect(lazy).toContain(
      'srcSet="/uploads/abc-1200x800@480w.webp 480w, /uploads/abc-1200x800@720w.webp 720w, /uploads/abc-1200x800@960w.webp 960w, /uploads/abc-1200x800.webp 1200w"',
    );
    expect(lazy).toContain('sizes="50vw"');
    expect(lazy).toContain('width="1200"');
    expect(lazy).toContain('loading="lazy"');
    const first = renderToStaticMarkup(
      <StoredImage path="/uploads/abc-1200x800.webp" alt="Bunny" sizes="50vw" priority />,
    );
    expect(first).toContain('loading="eager"');
    expect(first).toMatch(/fetchPriority="high"/i);
  });

  it('gives other paths a plain src', () => {
    const html = renderToStaticMarkup(<StoredImage path="/legacy.png" alt="" sizes="50vw" />);
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('sizes');
  });
});

describe('Paragraphs', () => {
  it('splits on blank lines, keeps line breaks and never renders HTML', () => {
    expect(renderToStaticMarkup(<Paragraphs text={'a\nb\n\n<i>c</i>'} />)).toBe(
      '<div><p>a<br/>b</p><p>&lt;i&gt;c&lt;/i&gt;</p></div>',
    );
  });
});

describe('StockStatus', () => {
  it('label stock', () => {
    expect([stockLabel(0), stockLabel(-1), stockLabel(3), stockLabel(4)]).toEqual([
      'Out of Stock',
      'Out of Stock',
      'Only 3 left',
      'In Stock',
    ]);
  });
});
