import type { Request } from 'express';
import type { z } from 'zod';
import { fieldErrors, firstErrorMessage } from '@kawaii/shared';
import { badRequest } from './errors.ts';

/** Parses the query string with a shared schema; invalid input is a 400 with field errors. */
export function parseQuery<Schema extends z.ZodType>(
  schema: Schema,
  req: Request,
): z.output<Schema> {
  return parseInput(schema, req.query);
}

/** Parses the JSON body with a shared schema; invalid input is a 400 with field errors. */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  req: Request,
): z.output<Schema> {
  return parseInput(schema, req.body ?? {});
}

export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // The message is the first problem in words; `errors` maps each field to its first problem.
  throw badRequest(firstErrorMessage(result.error), fieldErrors(result.error));
}
