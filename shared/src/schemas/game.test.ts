import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { gameInputSchema } from './game.ts';

describe('gameInputSchema', () => {
  it('reads a game with its defaults', () => {
    expect(
      gameInputSchema.parse({
        title: 'Doll Dress-Up',
        slug: 'doll-dress-up',
        category: 'creative',
        tags: ['dress-up', 'fashion', 'character', 'kawaii'],
      }),
    ).toMatchObject({
      tags: ['dress-up', 'fashion', 'character', 'kawaii'],
      status: 'available',
      published: true,
    });
  });

  it('requires a known category and status', () => {
    const result = gameInputSchema.safeParse({
      title: 'X',
      slug: 'x',
      category: 'racing',
      status: 'soon',
    });
    expect(fieldErrors(result.error!)).toEqual({
      category: 'Category must be one of puzzle, creative, educational',
      status: 'Status must be one of available, coming-soon',
    });
  });
});
