import { describe, expect, it } from 'vitest';
import { withSlugFromTitle, withTitle } from './title-slug.ts';

describe('the slug of a new item', () => {
  it('follows the title as it is typed: lowercase, punctuation stripped, hyphens for spaces', () => {
    let values = { title: '', slug: '' };
    for (const title of ['M', 'My', 'My Bunny,', 'My Bunny, Mochi!']) {
      values = withTitle(values, title, true);
    }
    expect(values).toEqual({ title: 'My Bunny, Mochi!', slug: 'my-bunny-mochi' });
  });

  it('stops following once a slug is typed by hand', () => {
    let values = withTitle({ title: '', slug: '' }, 'Mochi', true);
    values = { ...values, slug: 'mochi-the-bunny' };
    values = withTitle(values, 'Mochi Bunny Doll', true);
    expect(values).toEqual({ title: 'Mochi Bunny Doll', slug: 'mochi-the-bunny' });
  });
});

describe('the slug of an existing item', () => {
  it('is kept when the title changes', () => {
    const saved = { title: 'Old Name', slug: 'old-name', year: '2024' };
    expect(withTitle(saved, 'A Brand New Name', false)).toEqual({
      title: 'A Brand New Name',
      slug: 'old-name',
      year: '2024',
    });
  });

  it("is made again from the title on 'Generate from Title'", () => {
    expect(withSlugFromTitle({ title: 'Café Crème Doll', slug: 'old-name' })).toEqual({
      title: 'Café Crème Doll',
      slug: 'cafe-creme-doll',
    });
  });
});
