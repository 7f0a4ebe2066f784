// PATCH /api/<resource>/:id: the changed fields of a save and the version it was based on.
// Fields not sent keep their stored values, so an offline edit of a description never writes
// back the stock a sale changed meanwhile; stock itself may travel as `stockDelta`. The patched
// record goes through the resource's full save (the same schema, checks and transaction), which
// checks the version again inside its transaction.

import { COUNTER_DELTAS, type SaveFields } from '@kawaii/shared';
import { z } from 'zod';
import { badRequest } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { assertFreshVersion } from './versioning.ts';

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

const FIELD_OF_DELTA = new Map(
  Object.entries(COUNTER_DELTAS).map(([field, delta]) => [delta, field]),
);

/** The stored record's save fields with the patch applied; unknown fields are a 400. */
export function patchedSaveFields(current: SaveFields, patch: FieldPatch): SaveFields {
  const fields: SaveFields = { ...current, version: patch.version };
  for (const [name, value] of Object.entries(patch)) {
    if (name === 'version') continue;
    const counter = FIELD_OF_DELTA.get(name);
    if (counter !== undefined && counter in current) {
      if (counter in patch) throw badRequest(`Send ${counter} or ${name}, not both`);
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        throw badRequest(`${name} must be a whole number`, { [name]: 'Must be a whole number' });
      }
      fields[counter] = Number(current[counter]) + value;
    } else if (name in current) {
      fields[name] = value;
    } else {
      throw badRequest(`${name} is not a field of this record`, { [name]: 'Unknown field' });
    }
  }
  return fields;
}

export interface PatchTarget<Stored extends { version: number }, Presented, Input> {
  /** The stored record, or a 404. */
  find(): Stored;
  present(stored: Stored): Presented;
  saveFields(presented: Presented): SaveFields;
  schema: z.ZodType<Input>;
  /** The resource's own full save. */
  save(input: Input): Promise<Presented>;
}

export function applyFieldPatch<Stored extends { version: number }, Presented, Input>(
  target: PatchTarget<Stored, Presented, Input>,
  patch: FieldPatch,
): Promise<Presented> {
  const stored = target.find();
  assertFreshVersion(patch.version, stored, () => target.present(stored));
  const fields = patchedSaveFields(target.saveFields(target.present(stored)), patch);
  return target.save(parseInput(target.schema, fields));
}
