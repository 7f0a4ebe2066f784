import { describe, expect, it } from 'vitest';
import { commissionSimilarPath } from '@kawaii/shared';
import { similarPieceFrom, similarPieceRequest } from './similar-piece.ts';

const params = (query: string) => new URLSearchParams(query);

describe('the piece a commission request is like', () => {
  it('reads the address the sold piece links to', () => {
    const path = commissionSimilarPath({ _id: 'abc123', title: 'Moonlight Fairy Art Doll' });
    const piece = similarPieceFrom(new URL(path, 'http://shop.test').searchParams);
    expect(piece).toEqual({ title: 'Moonlight Fairy Art Doll', path: '/shop/abc123' });
    expect(similarPieceRequest(piece!)).toBe(
      'Something similar to “Moonlight Fairy Art Doll” (/shop/abc123).\n',
    );
  });

  it('is none without both a title and a product, or with an address the shop never wrote', () => {
    for (const query of [
      '',
      'similar=Doll',
      'product=abc',
      'similar=%20&product=abc',
      `similar=${'x'.repeat(201)}&product=abc`,
      'similar=Doll%0Aline&product=abc',
      'similar=Doll&product=../admin',
    ]) {
      expect(similarPieceFrom(params(query))).toBeNull();
    }
  });
});
