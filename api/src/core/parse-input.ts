import type { z } from 'zod';
import { fieldErrors, firstErrorMessage } from '@kawaii/shared';
import { badRequest } from './errors.ts';

/**
 * Parses input with a shared schema. Invalid input is a 400 whose message is the first problem in
 * words and whose `errors` map each field to its first problem.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequest(firstErrorMessage(result.error), fieldErrors(result.error));
}
