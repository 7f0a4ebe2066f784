// The operations every content collection shares (list, create, replace, patch, delete), mounted
// from the one COLLECTION_OPERATIONS table that the web admin and the studio also call through.
// A collection's route file states only what is its own: the upload fields of its saves, how the
// files reach its service, and any extra reads (by id, by slug).

import type { Request } from 'express';
import {
  COLLECTION_OPERATIONS,
  type CollectionOperationsOf,
  type OutputOf,
  type SyncedCollection,
} from '@kawaii/shared';
import { requestedVersion } from './versioning.ts';
import { imageUploads, type ImageField } from '../http/multipart.ts';
import { createRouteTable, type HandlerInput, type RouteTable } from '../http/route-table.ts';
import type { Viewer } from '../core/viewer.ts';

type Ops<Collection extends SyncedCollection> = CollectionOperationsOf<Collection>;
type QueryOf<Op> = HandlerInput<Op>['query'];
type BodyOf<Op> = HandlerInput<Op>['body'];

/** What a collection's service offers for the shared operations, typed by their declarations. */
export interface CollectionService<Collection extends SyncedCollection, Files> {
  list(query: QueryOf<Ops<Collection>['list']>, viewer: Viewer): OutputOf<Ops<Collection>['list']>;
  create(
    input: BodyOf<Ops<Collection>['create']>,
    files: Files,
    viewer: Viewer,
  ): Promise<OutputOf<Ops<Collection>['create']>>;
  update(
    id: string,
    input: BodyOf<Ops<Collection>['update']>,
    files: Files,
    viewer: Viewer,
  ): Promise<OutputOf<Ops<Collection>['update']>>;
  patch(
    id: string,
    patch: BodyOf<Ops<Collection>['patch']>,
    viewer: Viewer,
  ): Promise<OutputOf<Ops<Collection>['patch']>>;
  /** A version (If-Match or ?version=) refuses to delete a record changed since. */
  delete(id: string, viewer: Viewer, version?: number): void;
}

export interface CollectionSaves<Files> {
  /** One record, capitalised, for the delete answer: 'Artwork' answers 'Artwork deleted'. */
  record: string;
  /** The image fields a multipart create or replace may carry. */
  uploads: readonly ImageField[];
  /** The new files of a save, as the service takes them. */
  files: (req: Request) => Files;
}

/**
 * A route table for the collection with its shared operations mounted; the caller adds the
 * collection's own reads to it. The table's prefix is the collection's list path.
 */
export function collectionRouteTable<Collection extends SyncedCollection, Files>(
  collection: Collection,
  service: CollectionService<Collection, Files>,
  saves: CollectionSaves<Files>,
): RouteTable {
  // The precise type of this collection's entry: the handlers below are checked against it.
  const ops = COLLECTION_OPERATIONS[collection] as Ops<Collection>;
  const table = createRouteTable(ops.list.path.replace(/^\/api/, ''));
  const withFiles = { before: [imageUploads(saves.uploads)] };
  const id = (req: Request) => String(req.params.id);

  table.handle<Ops<Collection>['list']>(ops.list, ({ query, viewer }) =>
    service.list(query, viewer),
  );
  table.handle<Ops<Collection>['create']>(
    ops.create,
    ({ body, req, viewer }) => service.create(body, saves.files(req), viewer),
    withFiles,
  );
  table.handle<Ops<Collection>['update']>(
    ops.update,
    ({ body, req, viewer }) => service.update(id(req), body, saves.files(req), viewer),
    withFiles,
  );
  table.handle<Ops<Collection>['patch']>(ops.patch, ({ body, req, viewer }) =>
    service.patch(id(req), body, viewer),
  );
  table.handle<Ops<Collection>['remove']>(ops.remove, ({ req, viewer }) => {
    service.delete(id(req), viewer, requestedVersion(req));
    // Every collection's delete declares the same `{ message }` answer.
    const deleted = { message: `${saves.record} deleted` };
    return deleted as OutputOf<Ops<Collection>['remove']>;
  });
  return table;
}
