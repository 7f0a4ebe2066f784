// The API side of every operation, by the same names as the wire declarations in operations.ts:
// who may call it, the zod schemas of its query and body, its caching and its documentation. The
// API reads them (route table, OpenAPI, access tests); callers only ever see their types.

import type { AnyOperation, OperationSpec, WithSpec } from './operation.ts';
import { operations, type OperationName } from './operations.ts';
import { accountSpecs } from './specs/accounts.ts';
import { contentSpecs } from './specs/content.ts';
import { enquirySpecs } from './specs/enquiries.ts';
import { mediaSpecs } from './specs/media.ts';
import { previewSpecs } from './specs/previews.ts';
import { shopSpecs } from './specs/shop.ts';

/** Specs of some operations, by name: the compiler refuses a name that is not declared. */
export type SpecTable = Partial<Record<OperationName, OperationSpec>>;

/** Every declared operation has its spec: the compiler refuses a declaration without one. */
export const operationSpecs = {
  ...contentSpecs,
  ...shopSpecs,
  ...enquirySpecs,
  ...accountSpecs,
  ...mediaSpecs,
  ...previewSpecs,
} satisfies Record<OperationName, OperationSpec>;

export type OperationSpecs = typeof operationSpecs;

let specsByOperation: Map<AnyOperation, OperationSpec> | undefined;

/** The spec of a declared operation (one of `operations`), typed as it was declared. */
export function specOf<Op extends AnyOperation>(operation: Op): SpecOfOperation<Op> {
  specsByOperation ??= new Map(
    (Object.keys(operations) as OperationName[]).map((name) => [
      operations[name],
      operationSpecs[name],
    ]),
  );
  const spec = specsByOperation.get(operation);
  if (!spec) throw new Error(`${operation.method} ${operation.path} is not a declared operation`);
  return spec as SpecOfOperation<Op>;
}

type SpecOfOperation<Op> =
  Op extends WithSpec<infer Spec> ? NonNullable<Spec> & OperationSpec : OperationSpec;
