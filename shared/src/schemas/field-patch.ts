// PATCH of a content record: the changed fields of a save and the version it was based on.
// Fields not sent keep their stored values, so an offline edit of a description never writes
// back the stock a sale changed meanwhile; stock itself may travel as `stockDelta`.

import { z } from 'zod';

export const fieldPatchSchema = z
  .object({
    version: z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'Version is required' : 'Version must be a number',
      })
      .int('Version must be a whole number')
      .min(0, 'Version must be 0 or more'),
  })
  .catchall(z.unknown());
export type FieldPatch = z.output<typeof fieldPatchSchema>;

const patchedInputs = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The patch of one collection: parsed as `fieldPatchSchema` (each field is checked by the full
 * save it goes through), and documented with the fields of `input`, the save's own schema, each
 * optional, so a caller reads which fields may be patched.
 */
export function fieldPatchSchemaOf(input: z.ZodType): typeof fieldPatchSchema {
  const schema = fieldPatchSchema.describe('The changed fields and the version they were based on');
  patchedInputs.set(schema, input);
  return schema;
}

/** The save schema whose fields a patch schema may carry; undefined for any other schema. */
export function patchedInputOf(schema: z.ZodType): z.ZodType | undefined {
  return patchedInputs.get(schema);
}
