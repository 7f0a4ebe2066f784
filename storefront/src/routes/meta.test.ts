import { describe, expect, it } from 'vitest';
import { documentTitle, metaFromData, pageMetaFor, summarize } from './meta.ts';

const rootHandle = { meta: { title: 'Kawaii Atelier', description: 'Shop' } };
const postHandle = metaFromData<{ title: string }>((data) => ({
  title: data.title,
  description: 'A post',
}));

describe('pageMetaFor', () => {
  it('takes the deepest route that declares meta', () => {
    const meta = pageMetaFor([
      { handle: rootHandle, data: {} },
      { handle: postHandle, data: { title: 'Spring Dolls' } },
      { handle: undefined, data: undefined },
    ]);
    expect(meta).toEqual({ title: 'Spring Dolls', description: 'A post' });
  });

  it('uses fixed meta of routes without data', () => {
    expect(pageMetaFor([{ handle: rootHandle, data: undefined }])?.title).toBe('Kawaii Atelier');
  });

  it('is null when the deepest meta route has no data because its loader failed', () => {
    expect(
      pageMetaFor([
        { handle: rootHandle, data: {} },
        { handle: postHandle, data: undefined },
      ]),
    ).toBeNull();
  });
});

describe('documentTitle', () => {
  it('adds the shop name once', () => {
    expect(documentTitle('Art Shop', 'Kawaii Atelier')).toBe('Art Shop · Kawaii Atelier');
    expect(documentTitle('Kawaii Atelier', 'Kawaii Atelier')).toBe('Kawaii Atelier');
  });
});

describe('summarize', () => {
  it('flattens whitespace and cuts long text at a word', () => {
    expect(summarize('Soft\n\nand   sweet')).toBe('Soft and sweet');
    expect(summarize('one two three four', 12)).toBe('one two…');
  });
});
