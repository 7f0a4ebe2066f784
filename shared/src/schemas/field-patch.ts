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
