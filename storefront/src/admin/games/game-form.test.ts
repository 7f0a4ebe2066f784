import { describe, expect, it } from 'vitest';
import { gameInputSchema } from '@kawaii/shared';
import { parseForm } from '../forms/parse-form.ts';
import { gameFormValues, gameSaveBody } from './game-form.ts';

describe('the game form', () => {
  it('starts as a published, available creative game', () => {
    expect(gameFormValues(null)).toMatchObject({
      category: 'creative',
      status: 'available',
      published: true,
    });
  });

  it('sends split tags and the thumbnail path', () => {
    const values = {
      ...gameFormValues(null),
      title: 'Sticker Sort',
      slug: 'sticker-sort',
      tags: 'puzzle, stickers , ',
      description: 'Sort the stickers.',
    };
    const parsed = parseForm(gameInputSchema, gameSaveBody(values, '/uploads/t.webp'));
    expect(parsed).toMatchObject({
      ok: true,
      input: { tags: ['puzzle', 'stickers'], thumbnail: '/uploads/t.webp', slug: 'sticker-sort' },
    });
  });

  it('requires a title and a slug', () => {
    const parsed = parseForm(gameInputSchema, gameSaveBody(gameFormValues(null), null));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({ title: 'Title is required', slug: 'Slug is required' });
  });
});
