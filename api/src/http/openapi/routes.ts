// GET /api/openapi.json, generated from the route tables: the same declarations and zod schemas
// the routes validate with, so the document cannot describe an API that does not exist.

import { operations, type AnyOperation } from '@kawaii/shared';
import { loadAnswerSchemas } from './answer-schemas-source.ts';
import { buildOpenApiDocument, type OpenApiInfo } from './document.ts';
import { createRouteTable, type RouteTable } from '../route-table.ts';

const API_INFO: OpenApiInfo = {
  title: 'Kawaii Atelier API',
  version: '0.1.0',
  description:
    'The shop of an artist: artworks, blog, products and orders, accounts and the staff desk. ' +
    'Every failure answers the `Error` body; money is in dollars unless a field says cents.',
};

/**
 * GET /api/openapi.json over the app's list of operations. The list is read when the document is
 * first asked for, so it includes every table mounted after this one (and this one itself).
 */
export function openApiRoutes(mounted: readonly AnyOperation[]): RouteTable {
  const table = createRouteTable('/');
  let document: Promise<ReturnType<typeof buildOpenApiDocument>> | null = null;
  table.handle(
    operations.getOpenApiDocument,
    () =>
      (document ??= loadAnswerSchemas().then((schemas) =>
        buildOpenApiDocument(mounted, API_INFO, schemas),
      )),
  );
  return table;
}
