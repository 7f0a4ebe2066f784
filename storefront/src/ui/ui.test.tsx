import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiError } from '@kawaii/shared';
import { formatDate } from '../format/dates.ts';
import { formatDimensions } from '../routes/product.tsx';
import { signInErrorMessage } from '../routes/login.tsx';
import { Paragraphs } from './Paragraphs.tsx';
import { stockLabel } from './StockStatus.tsx';
import { StoredImage } from './StoredImage.tsx';

describe('StoredImage', () => {
  it('gives stored images a srcset, sizes and dimensions, lazy unless first', () => {
    const lazy = renderToStaticMarkup(
      <StoredImage path="/uploads/abc-1200x800.webp" alt="Bunny" sizes="50vw" />,
    );
    expect(lazy).toContain(
      'srcSet="/uploads/abc-1200x800@480w.webp 480w, /uploads/abc-1200x800@960w.webp 960w, /uploads/abc-1200x800.webp 1200w"',
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

describe('small formatters', () => {
  it('label stock', () => {
    expect([stockLabel(0), stockLabel(-1), stockLabel(3), stockLabel(4)]).toEqual([
      'Out of Stock',
      'Out of Stock',
      'Only 3 left',
      'In Stock',
    ]);
  });

  it('describe dimensions in cm', () => {
    expect(formatDimensions({ width: 20, height: 30.5 })).toBe('20 × 30.5 cm');
    expect(formatDimensions({ width: 20, height: null })).toBe('20 cm wide');
    expect(formatDimensions({ width: null, height: null })).toBeNull();
  });

  it('show dates in UTC so server and browser agree', () => {
    expect(formatDate('2026-03-01T00:30:00.000Z')).toBe('March 1, 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it("show the server's sign-in message, or a generic one", () => {
    expect(
      signInErrorMessage(new ApiError({ status: 401, message: 'Invalid email or password' })),
    ).toBe('Invalid email or password');
    expect(signInErrorMessage(new ApiError({ status: 500, message: '' }))).toBe(
      'Something went wrong',
    );
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toBe('Something went wrong');
  });
});
