// The OpenAPI document of the mounted operations, written from what the API itself runs on: each
// declaration (method, path, status, answer type), its terms (access, zod schemas, failures) and
// the steps it was mounted with (rate limits, uploads). Nothing here is written per operation, so
// an operation declared tomorrow is documented the same way.

import { z } from 'zod';
import {
  COUNTER_DELTAS,
  createsRecord,
  patchedInputOf,
  nameOf,
  termsOf,
  type Access,
  type AnyOperation,
  type Failures,
  type OperationTerms,
} from '@kawaii/shared';
import { pipelineFailures } from '../route-table.ts';
import { SCHEMA_REF_PREFIX, type AnswerSchemas, type JsonSchema } from './answer-schemas-source.ts';
import { exampleOf } from './examples.ts';

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description:
    'Every failure: a sentence for people, the first problem per field on invalid input, and ' +
    'fields of its own on some failures (`current` on a stale save, `reason` on an order).',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

const ACCESS_NOTES: Record<Access, string> = {
  public: 'Anyone.',
  'optional-user':
    'Anyone; a bearer token, when sent, must be valid and makes the caller the owner.',
  user: 'Any signed-in account (bearer token).',
  admin: 'Roles admin and superadmin (bearer token).',
  superadmin: 'Role superadmin only (bearer token).',
};

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  // Either no credentials at all, or a bearer token.
  'optional-user': [{}, { bearer: [] }],
  user: [{ bearer: [] }],
  admin: [{ bearer: [] }],
  superadmin: [{ bearer: [] }],
};

/** Tag names where the path's first segment reads poorly as one. */
const TAG_NAMES: Record<string, string> = {
  'openapi.json': 'API description',
  shop: 'Products',
  user: 'Account',
};

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

/**
 * The document of the mounted operations; `schemas` are their answers' schemas, generated from
 * the declared answer types (loadAnswerSchemas).
 */
export function buildOpenApiDocument(
  mounted: readonly AnyOperation[],
  info: OpenApiInfo,
  schemas: AnswerSchemas,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Map<string, string>();
  for (const operation of mounted) {
    const path = operation.path.replace(/:(\w+)/g, '{$1}');
    const tag = tagOf(operation.path);
    tags.set(tag.name, tag.description);
    paths[path] ??= {};
    paths[path][operation.method] = describeOperation(operation, tag.name, schemas);
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/', description: 'The shop that serves this document' }],
    tags: [...tags].map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token POST /api/auth/login (or register) answers',
        },
      },
      schemas: { Error: ERROR_SCHEMA, ...usedSchemas(mounted, schemas) },
    },
    paths,
  };
}

/** The named answer types the mounted operations refer to, directly or through each other. */
function usedSchemas(
  mounted: readonly AnyOperation[],
  schemas: AnswerSchemas,
): Record<string, JsonSchema> {
  const used: Record<string, JsonSchema> = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      const ref = (value as JsonSchema)['$ref'];
      if (typeof ref === 'string' && ref.startsWith(SCHEMA_REF_PREFIX)) {
        const name = ref.slice(SCHEMA_REF_PREFIX.length);
        const schema = schemas.schemas[name];
        if (schema && !(name in used)) {
          used[name] = schema;
          visit(schema);
        }
      }
      Object.values(value).forEach(visit);
    }
  };
  for (const operation of mounted) visit(schemas.answers[nameOf(operation)]);
  return Object.fromEntries(Object.entries(used).sort(([a], [b]) => a.localeCompare(b)));
}

function tagOf(path: string): { name: string; description: string } {
  const segment = path.split('/')[2] ?? '';
  const name =
    TAG_NAMES[segment] ??
    segment.charAt(0).toUpperCase() + segment.slice(1).replace(/[-_]/g, ' ').replace(/\..*$/, '');
  return { name, description: `The operations under /api/${segment}` };
}

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Sending a create again with the same key answers the first answer (kept 24 hours)',
  schema: { type: 'string', minLength: 1, maxLength: 200 },
};

function describeOperation(operation: AnyOperation, tag: string, schemas: AnswerSchemas) {
  const { path } = operation;
  const name = nameOf(operation);
  const terms = termsOf(operation);
  const { access } = terms;
  const parameters = [
    ...[...path.matchAll(/:(\w+)/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...queryParameters(terms.query),
    ...(createsRecord(operation) ? [IDEMPOTENCY_KEY_PARAMETER] : []),
  ];
  return {
    operationId: name,
    tags: [tag],
    summary: terms.summary,
    description: ACCESS_NOTES[access],
    'x-access': access,
    security: SECURITY[access],
    parameters,
    ...(terms.body
      ? { requestBody: requestBody(terms.body, operation.bodyType, terms.files) }
      : {}),
    responses: {
      [operation.status ?? 200]: successResponse(operation, schemas),
      ...failureResponses(operation, terms),
    },
  };
}

function successResponse(operation: AnyOperation, schemas: AnswerSchemas) {
  const status = operation.status ?? 200;
  const description = status === 202 ? 'Accepted' : status === 201 ? 'Created' : 'Success';
  if (status === 204) return { description: 'Done; no body' };
  if (operation.produces) {
    return {
      description,
      content: { [operation.produces]: { schema: { type: 'string' } } },
    };
  }
  const schema = schemas.answers[nameOf(operation)] ?? {};
  const resolve = (ref: string) => schemas.schemas[ref.slice(SCHEMA_REF_PREFIX.length)] ?? {};
  return {
    description,
    content: { 'application/json': { schema, example: exampleOf(schema, resolve) } },
  };
}

/**
 * Every failure the operation can answer: bad input, its access, its body's limits, a create's
 * Idempotency-Key, what the steps it is mounted with answer, and its own declared failures.
 */
function failureResponses(operation: AnyOperation, terms: OperationTerms) {
  const failures: Record<number, string> = {
    400:
      terms.body || terms.query || operation.path.includes(':')
        ? 'Invalid input'
        : 'A body was sent that is not valid JSON',
  };
  if (terms.access !== 'public') {
    failures[401] =
      terms.access === 'optional-user'
        ? 'A bearer token was sent but is invalid or expired'
        : 'Missing, invalid or expired token';
  }
  if (terms.access === 'admin' || terms.access === 'superadmin') {
    failures[403] = 'Signed in without the required role';
  }
  if (terms.body) {
    failures[413] = 'The body is over 1 MB';
    failures[415] = 'The body’s charset or content encoding is not supported';
  }
  if (createsRecord(operation)) {
    failures[409] = 'A request with this Idempotency-Key is still being answered';
    failures[422] = 'Idempotency-Key already used for another body';
  }
  const declared: Failures = { ...pipelineFailures(operation), ...terms.failures };
  for (const [status, when] of Object.entries(declared)) {
    failures[Number(status)] = failures[Number(status)]
      ? `${failures[Number(status)]}; or: ${when}`
      : when;
  }
  return Object.fromEntries(
    Object.entries(failures).map(([status, when]) => [status, errorResponse(when)]),
  );
}

function queryParameters(schema: z.ZodType | undefined) {
  if (!schema) return [];
  const json = toJsonSchema(schema);
  const properties = (json['properties'] ?? {}) as Record<string, unknown>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function requestBody(schema: z.ZodType, bodyType = 'json', files: readonly string[] = []) {
  const json = bodySchema(schema);
  if (bodyType === 'multipart') {
    const properties = { ...((json['properties'] ?? {}) as Record<string, unknown>) };
    for (const field of files) {
      properties[field] = { type: 'array', items: { type: 'string', format: 'binary' } };
    }
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { ...json, properties } } },
    };
  }
  return { required: true, content: { 'application/json': { schema: json } } };
}

/**
 * A body's schema. A patch is parsed loosely (its fields are checked by the full save they go
 * through) but documented exactly: the version, the fields of the save's schema, each optional,
 * and the counters that may travel as a delta; any other field is refused.
 */
function bodySchema(schema: z.ZodType): JsonSchema {
  const input = patchedInputOf(schema);
  if (!input) return toJsonSchema(schema);
  const patch = toJsonSchema(schema);
  const fields = { ...((toJsonSchema(input)['properties'] ?? {}) as Record<string, JsonSchema>) };
  for (const [counter, delta] of Object.entries(COUNTER_DELTAS)) {
    if (!(counter in fields)) continue;
    fields[delta] = {
      type: 'integer',
      description: `Moves ${counter} by this much from its stored value; send it or ${counter}, not both`,
    };
  }
  return {
    type: 'object',
    description: patch['description'],
    properties: { ...(patch['properties'] as Record<string, JsonSchema>), ...fields },
    required: ['version'],
    additionalProperties: false,
  };
}

function errorResponse(description: string) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

function toJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
}
