// The API side of every operation, by the same names as the wire declarations in operations.ts:
// who may call it, the zod schemas of its query and body, its caching and its documentation. The
// API reads them (route table, OpenAPI, access tests); callers only ever see their types.

import type { AnyOperation, OperationTerms, WithTerms } from './operation.ts';
import { operations, type OperationName } from './operations.ts';
import { accountTerms } from './terms/accounts.ts';
import { contentTerms } from './terms/content.ts';
import { commissionTerms } from './terms/commissions.ts';
import { enquiryTerms } from './terms/enquiries.ts';
import { growthTerms } from './terms/growth.ts';
import { mediaTerms } from './terms/media.ts';
import { moneyTerms } from './terms/money.ts';
import { previewTerms } from './terms/previews.ts';
import { reportTerms } from './terms/reports.ts';
import { shopTerms } from './terms/shop.ts';

/** Terms of some operations, by name: the compiler refuses a name that is not declared. */
export type TermsTable = Partial<Record<OperationName, OperationTerms>>;

/** Every declared operation has its terms: the compiler refuses a declaration without them. */
export const operationTerms = {
  ...contentTerms,
  ...shopTerms,
  ...enquiryTerms,
  ...commissionTerms,
  ...accountTerms,
  ...mediaTerms,
  ...previewTerms,
  ...growthTerms,
  ...moneyTerms,
  ...reportTerms,
} satisfies Record<OperationName, OperationTerms>;

export type DeclaredTerms = typeof operationTerms;

let termsByOperation: Map<AnyOperation, OperationTerms> | undefined;
let namesByOperation: Map<AnyOperation, OperationName> | undefined;

/** The name a declared operation is declared under (its OpenAPI operationId). */
export function nameOf(operation: AnyOperation): OperationName {
  namesByOperation ??= new Map(
    (Object.keys(operations) as OperationName[]).map((name) => [operations[name], name]),
  );
  const name = namesByOperation.get(operation);
  if (!name) throw new Error(`${operation.method} ${operation.path} is not a declared operation`);
  return name;
}

/** The terms of a declared operation (one of `operations`), typed as it was declared. */
export function termsOf<Op extends AnyOperation>(operation: Op): TermsOfOperation<Op> {
  termsByOperation ??= new Map(
    (Object.keys(operations) as OperationName[]).map((name) => [
      operations[name],
      operationTerms[name],
    ]),
  );
  const terms = termsByOperation.get(operation);
  if (!terms) throw new Error(`${operation.method} ${operation.path} is not a declared operation`);
  return terms as TermsOfOperation<Op>;
}

type TermsOfOperation<Op> =
  Op extends WithTerms<infer Terms> ? NonNullable<Terms> & OperationTerms : OperationTerms;
