// The PublicApi over HTTP, derived from PUBLIC_API_CALLS alone: each method calls its declared
// operation through the typed client, and a read of one record answers null for a 404.

import { PUBLIC_API_CALLS, type PublicApi } from '../domain/public-api.ts';
import { callOperation, type ClientTransport } from './client.ts';
import { orNull } from './failure.ts';
import type { AnyOperation } from './operation.ts';
import { operations } from './operations.ts';

interface LooseCall {
  operation: keyof typeof operations;
  input: (...args: unknown[]) => object;
  missing?: null;
}

export function createPublicApiClient(transport: ClientTransport): PublicApi {
  const methods: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [method, call] of Object.entries(PUBLIC_API_CALLS) as [string, LooseCall][]) {
    const operation: AnyOperation = operations[call.operation];
    methods[method] = (...args) => {
      const answer = callOperation(transport, operation, call.input(...args));
      return 'missing' in call ? orNull(answer) : answer;
    };
  }
  return methods as unknown as PublicApi;
}
