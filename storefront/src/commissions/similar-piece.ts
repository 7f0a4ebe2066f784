// "Commission something similar" under a sold one-of-a-kind piece opens the request form at
// /commissions?similar=<title>&product=<id> (commissionSimilarPath): the form's "What would you
// like?" starts by naming the piece and the page it is on, so the artist knows what it is like.

import { isSingleLine, productPagePath } from '@kawaii/shared';

export interface SimilarPiece {
  title: string;
  /** The piece's page. */
  path: string;
}

/** A title longer than this is no product's: the address was not one the shop wrote. */
const MAX_TITLE = 200;
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The piece the address asks for something similar to, or null. */
export function similarPieceFrom(params: URLSearchParams): SimilarPiece | null {
  const title = params.get('similar')?.trim() ?? '';
  const id = params.get('product') ?? '';
  if (!title || title.length > MAX_TITLE || !isSingleLine(title) || !PRODUCT_ID.test(id)) {
    return null;
  }
  return { title, path: productPagePath(id) };
}

/** The request's opening words: 'Something similar to “Moonlight Fairy” (/shop/abc).' */
export function similarPieceRequest(piece: SimilarPiece): string {
  return `Something similar to “${piece.title}” (${piece.path}).\n`;
}
