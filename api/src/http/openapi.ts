// GET /api/openapi.json, generated from the route tables: the same declarations and zod schemas
// the routes validate with, so the document cannot describe an API that does not exist.

import { z } from 'zod';
import { createsRecord, operations, termsOf, type Access, type AnyOperation } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from './route-table.ts';

const ERROR_BODY = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

const ACCESS_NOTES: Record<Access, string> = {
  public: 'Anyone.',
  'optional-user':
    'Anyone; a bearer token, when sent, must be valid and makes the caller the owner.',
  user: 'Any signed-in account (bearer token).',
  admin: 'Roles admin and superadmin (bearer token).',
  superadmin: 'Role superadmin only (bearer token).',
};

export interface OpenApiInfo {
  title: string;
  version: string;
}

const API_INFO: OpenApiInfo = { title: 'Kawaii Atelier API', version: '0.1.0' };

/**
 * GET /api/openapi.json over the app's list of operations. The list is read when the document is
 * first asked for, so it includes every table mounted after this one (and this one itself).
 */
export function openApiRoutes(mounted: readonly AnyOperation[]): RouteTable {
  const table = createRouteTable('/');
  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  table.handle(
    operations.getOpenApiDocument,
    () => (document ??= buildOpenApiDocument(mounted, API_INFO)),
  );
  return table;
}

export function buildOpenApiDocument(mounted: readonly AnyOperation[], info: OpenApiInfo) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of mounted) {
    const path = operation.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][operation.method] = describeOperation(operation);
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: ERROR_BODY },
    },
    paths,
  };
}

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Sending a create again with the same key answers the first answer (kept 24 hours)',
  schema: { type: 'string', minLength: 1, maxLength: 200 },
};

function describeOperation(operation: AnyOperation) {
  const { path } = operation;
  const terms = termsOf(operation);
  const { access } = terms;
  const creates = createsRecord(operation);
  const parameters = [
    ...[...path.matchAll(/:(\w+)/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...queryParameters(terms.query),
    ...(creates ? [IDEMPOTENCY_KEY_PARAMETER] : []),
  ];
  const success = operation.status ?? 200;
  const responses: Record<string, unknown> = {
    [success]: operation.produces
      ? {
          description: 'Success',
          content: { [operation.produces]: { schema: { type: 'string' } } },
        }
      : { description: 'Success' },
    400: errorResponse('Invalid input'),
  };
  if (creates) responses[422] = errorResponse('Idempotency-Key already used for another body');
  if (access !== 'public') responses[401] = errorResponse('Missing, invalid or expired token');
  if (access === 'admin' || access === 'superadmin') {
    responses[403] = errorResponse('Signed in without the required role');
  }
  for (const [status, when] of Object.entries(terms.failures ?? {})) {
    responses[status] = errorResponse(when);
  }
  return {
    summary: terms.summary,
    description: ACCESS_NOTES[access],
    'x-access': access,
    ...(access === 'public' ? {} : { security: [{ bearer: [] }] }),
    parameters,
    ...(terms.body
      ? { requestBody: requestBody(terms.body, operation.bodyType, terms.files) }
      : {}),
    responses,
  };
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
  const json = toJsonSchema(schema);
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

function errorResponse(description: string) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

function toJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return json;
}
