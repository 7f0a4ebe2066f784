// Tools nobody here wrote agree with /api/openapi.json: Redocly's recommended lint passes (with
// only the rules redocly.yaml turns off, each with its reason), and a client generated from the
// document by openapi-typescript compiles, with a small script a stranger would write, and that
// script reads the shop and places an order on a real server.

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProduct } from './test/factories.ts';
import { saveShopSettings } from './test/shipping-zones.ts';
import { startTestApp, type TestApp } from './test/test-app.ts';

const REPO = resolve(import.meta.dirname, '..', '..');
const STRANGER_SCRIPT = join(REPO, 'api', 'openapi-client', 'place-order.ts');
const require = createRequire(import.meta.url);

let app: TestApp;
let dir: string;
let documentFile: string;

beforeAll(async () => {
  app = await startTestApp();
  dir = mkdtempSync(join(tmpdir(), 'kawaii-openapi-tools-'));
  documentFile = join(dir, 'openapi.json');
  writeFileSync(documentFile, await (await app.get('/api/openapi.json')).text());
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs a package's command with this Node, without blocking: the server under test answers from
 * this same process.
 */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ status: number; output: string; stdout: string }>((done) => {
    execFile(
      process.execPath,
      [command, ...args],
      { cwd: REPO, env: { ...process.env, NO_COLOR: '1', ...env }, timeout: 90_000 },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ status, output: `${stdout}${stderr}`, stdout });
      },
    );
  });
}

/** The JavaScript file a package's command runs. */
function binOf(pkg: string, command: string): string {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [join(REPO, 'api')] });
  const { bin } = require(manifest) as { bin: string | Record<string, string> };
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin[command]!);
}

describe('/api/openapi.json with tools nobody here wrote', () => {
  it("passes Redocly's recommended lint: no errors, no warnings", async () => {
    const lint = await run(binOf('@redocly/cli', 'redocly'), [
      'lint',
      documentFile,
      '--config',
      join(REPO, 'redocly.yaml'),
      '--format',
      'stylish',
    ]);
    expect(lint.output, lint.output).toMatch(/Your API description is valid/);
    expect(lint.output, lint.output).not.toMatch(/You have \d+ warning/);
    expect(lint.status, lint.output).toBe(0);
  }, 60_000);

  it('gives a typed client (openapi-typescript) that compiles, reads the shop and places an order', async () => {
    saveShopSettings(app.db);
    buildProduct(app.db, { stock: 5 });
    const schemaFile = join(dir, 'schema.d.ts');
    const generated = await run(binOf('openapi-typescript', 'openapi-typescript'), [
      documentFile,
      '--output',
      schemaFile,
    ]);
    expect(generated.status, generated.output).toBe(0);
    // Compiled as strictly as the project compiles itself, against the generated types only.
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: join(REPO, 'tsconfig.base.json'),
        compilerOptions: {
          types: ['node'],
          paths: { '#schema': [schemaFile] },
          typeRoots: [join(REPO, 'node_modules', '@types')],
        },
        files: [STRANGER_SCRIPT, schemaFile],
      }),
    );
    const compiled = await run(binOf('typescript', 'tsc'), ['-p', join(dir, 'tsconfig.json')]);
    expect(compiled.status, compiled.output).toBe(0);
    const placed = await run(
      binOf('tsx', 'tsx'),
      ['--tsconfig', join(dir, 'tsconfig.json'), STRANGER_SCRIPT],
      { API_URL: app.url },
    );
    expect(placed.status, placed.output).toBe(0);
    const result = JSON.parse(placed.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(result).toMatchObject({ status: 'pending_payment' });
    expect(result['orderId']).toMatch(/^KA-\d+$/);
  }, 120_000);
});
