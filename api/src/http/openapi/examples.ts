// An example value for a JSON Schema: what an answer (or a body) of that shape looks like, made
// from the schema itself so every operation has one and none can disagree with its schema. Field
// names pick believable values (an id, a date, an email) where the schema allows any string.

import type { JsonSchema } from './answer-schemas-source.ts';

const MAX_DEPTH = 8;

export interface ExampleOptions {
  /** Objects carry only their required properties (the least a valid request sends). */
  requiredOnly?: boolean;
}

/** `resolve` turns a $ref into the schema it names. */
export function exampleOf(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  field = '',
  depth = 0,
  options: ExampleOptions = {},
): unknown {
  if (typeof schema['$ref'] === 'string') {
    return exampleOf(resolve(schema['$ref']), resolve, field, depth, options);
  }
  if ('const' in schema) return schema['const'];
  if (Array.isArray(schema['examples']) && schema['examples'].length > 0) {
    return schema['examples'][0] as unknown;
  }
  if (Array.isArray(schema['enum'])) {
    return (schema['enum'] as unknown[]).find((value) => value !== null) ?? null;
  }
  const variants = (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined;
  if (variants) {
    const chosen = variants.find((variant) => variant['type'] !== 'null') ?? variants[0];
    return chosen ? exampleOf(chosen, resolve, field, depth, options) : null;
  }
  if (Array.isArray(schema['allOf'])) {
    const parts = (schema['allOf'] as JsonSchema[]).map((part) =>
      exampleOf(part, resolve, field, depth, options),
    );
    return parts.every(isRecord) ? Object.assign({}, ...parts) : parts[0];
  }
  const types = Array.isArray(schema['type']) ? (schema['type'] as string[]) : [schema['type']];
  const type = types.find((candidate) => candidate !== 'null') ?? types[0];
  switch (type) {
    case 'string':
      return stringExample(schema, field);
    case 'integer':
    case 'number':
      return numberExample(schema, field, type === 'integer');
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return arrayExample(schema, resolve, field, depth, options);
    case 'object':
      return objectExample(schema, resolve, depth, options);
    default:
      return depth === 0 ? {} : null;
  }
}

function objectExample(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  depth: number,
  options: ExampleOptions,
): Record<string, unknown> {
  const example: Record<string, unknown> = {};
  if (depth >= MAX_DEPTH) return example;
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema['required'] ?? []) as string[]);
  for (const [name, property] of Object.entries(properties)) {
    if (options.requiredOnly && !required.has(name)) continue;
    example[name] = exampleOf(property, resolve, name, depth + 1, options);
  }
  const extra = schema['additionalProperties'];
  if (Object.keys(properties).length === 0 && isRecord(extra) && !options.requiredOnly) {
    example['example'] = exampleOf(extra, resolve, 'example', depth + 1, options);
  }
  return example;
}

function arrayExample(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  field: string,
  depth: number,
  options: ExampleOptions,
): unknown[] {
  if (Array.isArray(schema['prefixItems'])) {
    return (schema['prefixItems'] as JsonSchema[]).map((item) =>
      exampleOf(item, resolve, field, depth + 1, options),
    );
  }
  const items = schema['items'];
  if (!isRecord(items) || depth >= MAX_DEPTH) return [];
  const count = Math.max(options.requiredOnly ? 0 : 1, Number(schema['minItems'] ?? 0));
  return Array.from({ length: count }, () =>
    exampleOf(items, resolve, singular(field), depth + 1, options),
  );
}

function numberExample(schema: JsonSchema, field: string, integer: boolean): number {
  const minimum = typeof schema['minimum'] === 'number' ? schema['minimum'] : undefined;
  const maximum = typeof schema['maximum'] === 'number' ? schema['maximum'] : undefined;
  let value = /price|total|amount/i.test(field) ? 24 : /year/i.test(field) ? 2026 : 1;
  if (/version/i.test(field)) value = 1;
  if (minimum !== undefined && value < minimum) value = minimum;
  if (maximum !== undefined && value > maximum) value = maximum;
  if (typeof schema['exclusiveMinimum'] === 'number' && value <= schema['exclusiveMinimum']) {
    value = schema['exclusiveMinimum'] + 1;
  }
  return integer ? Math.round(value) : value;
}

/** Values that look like the field they fill, for formats and names the shop uses. */
const STRING_BY_FIELD: [RegExp, string][] = [
  [/^_?id$|Id$/, '6f1c2a9e8b7d4c3a'],
  [/At$|date/i, '2026-03-14T10:30:00.000Z'],
  [/email/i, 'shopper@example.com'],
  [/slug/i, 'moonlit-garden'],
  [/url$|path$|href/i, '/uploads/moonlit-garden.webp'],
  [/image|cover|thumbnail|file$/i, '/uploads/moonlit-garden.webp'],
  [/token/i, 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl'],
  [/name$/i, 'Mika Tanaka'],
  [/title/i, 'Moonlit Garden'],
  [/country/i, 'US'],
  [/message|description|content|note|text|bio|excerpt/i, 'Thank you, this is lovely!'],
];

function stringExample(schema: JsonSchema, field: string): string {
  const format = schema['format'];
  if (format === 'date-time') return '2026-03-14T10:30:00.000Z';
  if (format === 'date') return '2026-03-14';
  if (format === 'email') return 'shopper@example.com';
  if (format === 'uri' || format === 'url') return 'https://shop.example.com/';
  if (format === 'binary') return '';
  const byField = STRING_BY_FIELD.find(([pattern]) => pattern.test(field))?.[1] ?? 'text';
  const minLength = Number(schema['minLength'] ?? 0);
  const maxLength = Number(schema['maxLength'] ?? Infinity);
  let value = byField;
  if (typeof schema['pattern'] === 'string' && !new RegExp(schema['pattern'], 'u').test(value)) {
    value = 'a'.repeat(Math.max(1, minLength));
  }
  if (value.length < minLength) value = value.padEnd(minLength, 'x');
  return value.slice(0, maxLength);
}

function singular(field: string): string {
  return field.endsWith('s') ? field.slice(0, -1) : field;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
