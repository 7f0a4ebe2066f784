import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { mediaAltSchema } from './media.ts';

describe('mediaAltSchema', () => {
  it('takes an uploaded path and trimmed alt text', () => {
    expect(mediaAltSchema.parse({ path: '/uploads/a.webp', alt: ' Pink bunny ' })).toEqual({
      path: '/uploads/a.webp',
      alt: 'Pink bunny',
    });
    expect(mediaAltSchema.parse({ path: '/uploads/a.webp' })).toEqual({
      path: '/uploads/a.webp',
      alt: '',
    });
  });

  it('refuses other paths and alt text over 300 characters', () => {
    const result = mediaAltSchema.safeParse({ path: '/etc/passwd', alt: 'x'.repeat(301) });
    expect(fieldErrors(result.error!)).toEqual({
      path: 'Path must be an uploaded image',
      alt: 'Alt text must be at most 300 characters',
    });
  });
});
