// PATCH /api/<resource>/:id (fieldPatchSchema in shared) applied to the stored record. The patched
// record goes through the resource's full save (the same schema, checks and transaction), which
// checks the version again inside its transaction.

import { COUNTER_DELTAS, type FieldPatch, type SaveFields } from '@kawaii/shared';
import type { z } from 'zod';
import { badRequest } from '../core/errors.ts';
import { parseInput } from '../core/parse-input.ts';
import { assertFreshVersion } from './versioning.ts';

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
