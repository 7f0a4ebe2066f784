// The OpenAPI document against the real server: every operation is called with a valid request
// (made from its own schemas, with records that exist) and with invalid ones (no token, the wrong
// role, a bad token, a bad id, a body of the wrong shape, malformed JSON, a body over the limit, a
// charset the parser refuses, a file that is not an image), and every answer must be one the
// document describes for that operation: its status listed, its body valid against the schema
// listed for that status. Nothing here is written per operation, so an operation declared later
// is held to its document the same way; a status it answers but does not declare fails here,
// naming the operation, the request and the answer.

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, termsOf, type AnyOperation, type OperationName } from '@kawaii/shared';
import { exampleOf } from './http/openapi/examples.ts';
import { signedIn } from './test/auth.ts';
import {
  buildArtwork,
  buildCategory,
  buildGame,
  buildPost,
  buildProduct,
  buildUser,
} from './test/factories.ts';
import { solidPng } from './test/image-factories.ts';
import { buildInspectableApp } from './test/inspectable-app.ts';
import { buildOrder } from './test/order-factories.ts';

type Json = Record<string, unknown>;

interface DocumentedResponse {
  content?: Record<string, { schema?: Json }>;
}

interface DocumentedOperation {
  operationId: string;
  'x-access': string;
  parameters: { name: string; in: string; required: boolean; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, DocumentedResponse>;
}

interface OpenApiDocument {
  components: { schemas: Record<string, Json> };
  paths: Record<string, Record<string, DocumentedOperation>>;
}

type Caller = 'anonymous' | 'customer' | 'admin' | 'superadmin' | 'bad-token';

interface Probe {
  /** What the request tries, as the failure message names it. */
  label: string;
  caller: Caller;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: string | FormData;
  contentType?: string;
}

// Trusting X-Forwarded-For lets each operation come from its own address, so one operation's
// probes never use up another's rate limit (the limits themselves answer 429, which is listed).
const app = buildInspectableApp({ trustProxy: 1 });
let baseUrl: string;
let document: OpenApiDocument;
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
const validators = new Map<Json, ValidateFunction>();
/** Values of fields seen in answers so far, by field name: ids and slugs to fill paths with. */
const seen = new Map<string, string>();
/** The first record of each list answered so far, by the list's path. */
const firstOfList = new Map<string, Json>();
let image: Buffer;

beforeAll(async () => {
  baseUrl = await app.listen();
  document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
  ajv.addSchema({ $id: 'openapi.json', components: document.components });
  image = await solidPng(8);
  // One record of each kind the shop starts with, so reads and changes find something.
  const customer = buildUser(app.db, { role: 'user' });
  buildArtwork(app.db);
  buildPost(app.db);
  buildCategory(app.db);
  buildGame(app.db);
  buildProduct(app.db, { stock: 5 });
  buildOrder(app.db, { userId: customer.id });
});

afterAll(() => app.close());

const routeOf = (operation: AnyOperation) => operation.path.replace(/:(\w+)/g, '{$1}');

function documented(operation: AnyOperation): DocumentedOperation {
  const entry = document.paths[routeOf(operation)]?.[operation.method];
  if (!entry) throw new Error(`${operation.method} ${operation.path} is not documented`);
  return entry;
}

function validatorFor(schema: Json): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(rebased(schema) as Json);
    validators.set(schema, validate);
  }
  return validate;
}

/** The document's local $refs, pointed at the registered copy of its components. */
function rebased(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebased);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
        ? `openapi.json${inner}`
        : rebased(inner),
    ]),
  );
}

const resolve = (ref: string): Json =>
  document.components.schemas[ref.replace('#/components/schemas/', '')] ?? {};

/** The order operations run in: reads of lists first, then what creates, then the rest, deletes and session ends last. */
function phaseOf([name, operation]: [OperationName, AnyOperation]): number {
  const hasParams = operation.path.includes(':');
  if (name === 'revokeSessions') return 6;
  if (operation.method === 'get' && !hasParams) return 1;
  if (!hasParams) return 2;
  if (operation.method === 'get') return 3;
  if (operation.method === 'delete') return 5;
  return 4;
}

const declared = (Object.entries(operations) as [OperationName, AnyOperation][]).sort(
  (a, b) => phaseOf(a) - phaseOf(b),
);

async function tokenFor(caller: Caller): Promise<string | null> {
  if (caller === 'anonymous') return null;
  if (caller === 'bad-token') return 'not-a-token';
  // A caller of its own for each request: an operation that ends sessions, changes a password or
  // demotes someone cannot spoil the next one's caller.
  const role = caller === 'customer' ? 'user' : caller;
  return (await signedIn(app, { role })).token;
}

/** A value for each path parameter: from a record the shop has, else one that names nothing. */
function paramsFor(operation: AnyOperation): Record<string, string> {
  const names = [...operation.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const listPath = [...firstOfList.keys()]
    .filter((path) => operation.path.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  const record = listPath ? firstOfList.get(listPath) : undefined;
  return Object.fromEntries(
    names.map((name) => {
      const candidates = name === 'id' ? ['_id', 'id'] : [name, `_${name}`];
      const fromRecord = candidates.map((key) => record?.[key]).find((v) => typeof v === 'string');
      const value = fromRecord ?? candidates.map((key) => seen.get(key)).find(Boolean);
      return [name, (value as string | undefined) ?? 'no-such-record'];
    }),
  );
}

function queryFor(entry: DocumentedOperation): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of entry.parameters) {
    if (parameter.in !== 'query' || !parameter.required) continue;
    query[parameter.name] = String(exampleOf(parameter.schema, resolve, parameter.name));
  }
  return query;
}

/** A valid body, made from the body's schema (required fields only), as JSON. */
function validBody(entry: DocumentedOperation): Probe | null {
  const content = entry.requestBody?.content;
  if (!content) return null;
  const [mediaType, { schema }] = Object.entries(content)[0]!;
  const example = exampleOf(schema, resolve, '', 0, { requiredOnly: true }) as Json;
  const files = binaryFields(schema);
  // A form carries text: the body goes as a form, with an image in each file field, when all it
  // needs are texts; else as JSON, which every multipart operation also takes.
  const textOnly = Object.values(example).every((value) => typeof value === 'string');
  if (mediaType === 'multipart/form-data' && files.length > 0 && textOnly) {
    const form = new FormData();
    for (const [field, value] of Object.entries(example)) {
      if (!files.includes(field)) form.set(field, String(value));
    }
    for (const field of files) form.set(field, new Blob([image], { type: 'image/png' }), 'a.png');
    return { label: 'a valid request', caller: 'anonymous', body: form };
  }
  return {
    label: 'a valid request',
    caller: 'anonymous',
    body: JSON.stringify(example),
    contentType: 'application/json',
  };
}

function binaryFields(schema: Json): string[] {
  const properties = (schema['properties'] ?? {}) as Record<string, Json>;
  return Object.entries(properties)
    .filter(([, property]) => JSON.stringify(property).includes('"format":"binary"'))
    .map(([name]) => name);
}

/**
 * Who sends the valid request: a guest where guests may call, else the superadmin, who may do
 * all that any signed-in caller may (a staff member sees any order, changes any setting).
 */
function callerFor(access: string): Caller {
  return access === 'public' || access === 'optional-user' ? 'anonymous' : 'superadmin';
}

/** The valid request and every invalid one that applies to the operation. */
function probesFor(operation: AnyOperation, entry: DocumentedOperation): Probe[] {
  const access = termsOf(operation).access;
  const caller = callerFor(access);
  const params = paramsFor(operation);
  const query = queryFor(entry);
  const valid = validBody(entry) ?? { label: 'a valid request', caller };
  const probes: Probe[] = [{ ...valid, caller, params, query }];
  const base = { caller, params, query };
  // The same change twice: a slug or name now in use, a link already followed, a state left.
  if (operation.method !== 'get') probes.push({ ...probes[0]!, label: 'the valid request again' });
  if (access !== 'public') {
    probes.push({ ...valid, ...base, label: 'no token', caller: 'anonymous' });
    probes.push({ ...valid, ...base, label: 'a bad token', caller: 'bad-token' });
  }
  if (access === 'admin' || access === 'superadmin') {
    probes.push({ ...valid, ...base, label: 'a customer', caller: 'customer' });
  }
  if (Object.keys(params).length > 0) {
    const missing = Object.fromEntries(Object.keys(params).map((name) => [name, 'no-such-record']));
    probes.push({ ...valid, ...base, label: 'ids that name nothing', params: missing });
    const broken = Object.fromEntries(Object.keys(params).map((name) => [name, '%E0%A4%A']));
    probes.push({ ...valid, ...base, label: 'a broken percent-encoding', params: broken });
  }
  const json = 'application/json';
  probes.push({ ...base, label: 'malformed JSON', body: '{"unclosed":', contentType: json });
  if (entry.requestBody) {
    probes.push({ ...base, label: 'a body of the wrong shape', body: '[1]', contentType: json });
    const huge = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) });
    probes.push({ ...base, label: 'a body over 1 MB', body: huge, contentType: json });
    probes.push({
      ...base,
      label: 'an unsupported charset',
      body: '{}',
      contentType: 'application/json; charset=klingon',
    });
    const schema = Object.values(entry.requestBody.content)[0]!.schema;
    const files = binaryFields(schema);
    if (files.length > 0) {
      const form = new FormData();
      form.set(files[0]!, new Blob(['just text'], { type: 'image/png' }), 'a.png');
      probes.push({ ...base, label: 'a file that is not an image', body: form });
    }
  }
  const queryParameter = entry.parameters.find((parameter) => parameter.in === 'query');
  if (queryParameter) {
    const bad = { ...query, [queryParameter.name]: '\u0000!' };
    probes.push({ ...valid, ...base, label: `a bad ${queryParameter.name}`, query: bad });
  }
  return probes;
}

let address = 0;

/** Sends a probe with node:http, which (unlike fetch) sends a body with any method. */
async function send(operation: AnyOperation, probe: Probe, from: string) {
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = probe.params?.[name] ?? '';
    return value.startsWith('%') ? value : encodeURIComponent(value);
  });
  const search = new URLSearchParams(probe.query ?? {}).toString();
  const headers: Record<string, string> = { 'x-forwarded-for': from };
  const token = await tokenFor(probe.caller);
  if (token) headers['authorization'] = `Bearer ${token}`;
  let body: Buffer | undefined;
  if (probe.body instanceof FormData) {
    const encoded = new Response(probe.body);
    headers['content-type'] = encoded.headers.get('content-type')!;
    body = Buffer.from(await encoded.arrayBuffer());
  } else if (probe.body !== undefined) {
    headers['content-type'] = probe.contentType ?? 'application/json';
    body = Buffer.from(probe.body);
  }
  if (body) headers['content-length'] = String(body.length);
  return new Promise<Answer>((resolvePromise, reject) => {
    const request = httpRequest(
      `${baseUrl}${path}${search ? `?${search}` : ''}`,
      { method: operation.method.toUpperCase(), headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolvePromise({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? '',
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** What is wrong with an answer, by the document; null when the document describes it. */
function mismatch(entry: DocumentedOperation, answer: Answer): string | null {
  const response = entry.responses[String(answer.status)];
  if (!response) return `status ${answer.status} is not documented (${answer.text.slice(0, 200)})`;
  if (!response.content) return answer.text === '' ? null : 'a body where none is documented';
  const [mediaType, media] = Object.entries(response.content)[0]!;
  if (!answer.contentType.startsWith(mediaType)) {
    return `${answer.contentType} where ${mediaType} is documented`;
  }
  if (mediaType !== 'application/json' || !media.schema) return null;
  const validate = validatorFor(media.schema);
  if (validate(JSON.parse(answer.text))) return null;
  return `status ${answer.status}: the body does not match its schema: ${ajv.errorsText(validate.errors)} (${answer.text.slice(0, 300)})`;
}

/** Ids, slugs and tokens from an answer, to fill later paths with. */
function remember(operation: AnyOperation, body: unknown) {
  if (operation.method === 'get' && !operation.path.includes(':')) {
    const first = firstRecord(body);
    if (first) firstOfList.set(operation.path, first);
  }
  const visit = (value: unknown, depth: number) => {
    if (depth > 4 || typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'string' && !seen.has(key)) seen.set(key, inner);
      else visit(inner, depth + 1);
    }
  };
  visit(body, 0);
}

function firstRecord(value: unknown): Json | null {
  if (Array.isArray(value)) return typeof value[0] === 'object' ? (value[0] as Json) : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const inner of Object.values(value)) {
    if (Array.isArray(inner) && typeof inner[0] === 'object') return inner[0] as Json;
  }
  return null;
}

const succeeded = new Set<string>();

describe('the OpenAPI document describes every answer of the real server', () => {
  it.each(declared)('%s', async (name, operation) => {
    const entry = documented(operation);
    const from = `198.51.100.${++address % 250}`;
    const problems: string[] = [];
    for (const probe of probesFor(operation, entry)) {
      const answer = await send(operation, probe, from);
      const problem = mismatch(entry, answer);
      if (problem) problems.push(`${probe.label}: ${problem}`);
      if (answer.status < 300 && probe.label === 'a valid request') {
        succeeded.add(name);
        if (answer.contentType.startsWith('application/json'))
          remember(operation, JSON.parse(answer.text));
      }
    }
    expect(
      problems.join('\n'),
      `${name} (${operation.method.toUpperCase()} ${operation.path}) answered what its document does not describe`,
    ).toBe('');
  });

  it('reaches the success answer of most operations with a request made from the document', () => {
    const missed = declared.map(([name]) => name).filter((name) => !succeeded.has(name));
    console.info(
      `openapi conformance: ${succeeded.size} of ${declared.length} answered success; not: ${missed.join(', ')}`,
    );
    expect(succeeded.size).toBeGreaterThan(declared.length / 2);
  });
});
