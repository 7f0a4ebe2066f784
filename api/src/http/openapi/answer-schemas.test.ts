// The answer schemas are generated from the declared answer types: every declared operation has
// one (none only when it answers no body), and every type they name is defined.

import { describe, expect, it } from 'vitest';
import { operations, type AnyOperation } from '@kawaii/shared';
import { SCHEMA_REF_PREFIX } from './answer-schemas-source.ts';
import { cachedAnswerSchemas } from './answer-schemas.ts';

const schemas = cachedAnswerSchemas();

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  const ref = (value as { $ref?: unknown }).$ref;
  return [...(typeof ref === 'string' ? [ref] : []), ...Object.values(value).flatMap(refsIn)];
}

describe('the generated answer schemas', () => {
  it('describe the answer of every declared operation', () => {
    for (const [name, operation] of Object.entries(operations) as [string, AnyOperation][]) {
      const schema = schemas.answers[name];
      if (operation.status === 204) expect(schema, name).toBeNull();
      else expect(schema, `${name} has no answer schema`).toBeTruthy();
    }
  });

  it('define every type they name', () => {
    const names = refsIn(schemas).map((ref) => ref.slice(SCHEMA_REF_PREFIX.length));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(schemas.schemas[name], name).toBeDefined();
  });

  it('write a type once, however many answers carry it', () => {
    expect(schemas.answers['getProduct']).toEqual({ $ref: `${SCHEMA_REF_PREFIX}Product` });
    expect(schemas.answers['listProducts']).toEqual({
      type: 'array',
      items: { $ref: `${SCHEMA_REF_PREFIX}Product` },
    });
  });
});
