// Cached answers are keyed by the operation of the contract that produced them plus its input, so a
// change invalidates exactly the operations it affects: ['listOrders', { status: 'paid' }] is one
// page of the desk, and invalidating ['listOrders'] reloads every page of it that is on screen.
// The contract is imported for its names only (a type), so no schema code reaches the browser.

import type { OperationName } from '@kawaii/shared';

/** The input part of a key: the operation's query or parameters, never a function or a class. */
export type QueryInput = Readonly<Record<string, unknown>>;

export type OperationQueryKey<Name extends OperationName = OperationName> = readonly [
  Name,
  QueryInput,
];

/**
 * The key of one operation's answer for one input. Inputs that differ only in keys left undefined
 * are the same request, so they are dropped here and the two share one cached answer.
 */
export function queryKeyFor<Name extends OperationName>(
  operation: Name,
  input: QueryInput = {},
): OperationQueryKey<Name> {
  const defined = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  );
  return [operation, defined];
}

/** Matches every cached answer of the operation, whatever its input. */
export function operationKey<Name extends OperationName>(operation: Name): readonly [Name] {
  return [operation];
}
