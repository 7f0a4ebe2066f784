// A form's values go through the same zod schema the API uses, so the messages a person sees
// before saving are the server's.

import { fieldErrors, type IssueLike } from '@kawaii/shared';

export type FieldErrors = Record<string, string>;

/** What the form needs of a shared schema: a zod schema's safeParse. */
export interface FormSchema<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly IssueLike[] } };
}

export type ParsedForm<T> = { ok: true; input: T } | { ok: false; errors: FieldErrors };

export function parseForm<T>(schema: FormSchema<T>, values: unknown): ParsedForm<T> {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, errors: fieldErrors(result.error) };
}
