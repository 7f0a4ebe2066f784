// The JSON Schema of every operation's success answer, generated from the one place answers are
// typed: the `answer<...>()` of each declaration in @kawaii/shared. The compiler reads the
// declarations, so an answer type is never written twice and never out of date. The server's
// build runs this once and bundles the result; a server run from source (tests, `npm run dev`)
// runs it when the document is first asked for, keeping the result in a cache file keyed by the
// shared sources.

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { SCHEMA_REF_PREFIX, type AnswerSchemas } from './answer-schemas-source.ts';
import { createTypeSchemaWriter } from './type-schema.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const SHARED_DIR = join(HERE, '..', '..', '..', '..', 'shared');
const OPERATIONS_FILE = join(SHARED_DIR, 'src', 'contract', 'operations.ts');
const CACHE_DIR = join(tmpdir(), 'kawaii-answer-schemas');

/**
 * The answer schemas as the shared sources declare them now: from the cache when those sources
 * (and this generator) are unchanged since it was written, else generated and cached.
 */
export function cachedAnswerSchemas(): AnswerSchemas {
  const file = join(CACHE_DIR, `${sourcesHash()}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AnswerSchemas;
  } catch {
    const schemas = generateAnswerSchemas();
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written whole, then renamed: a test running beside this one never reads half a file.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(schemas));
    renameSync(partial, file);
    return schemas;
  }
}

/** Every answer type lives in shared/src; the generator's own files decide how they are written. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const files = [...sourceFiles(join(SHARED_DIR, 'src')), ...sourceFiles(HERE)].sort();
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 32);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Reads every declaration's answer type with the compiler and writes its schema. */
export function generateAnswerSchemas(): AnswerSchemas {
  const program = ts.createProgram([OPERATIONS_FILE], compilerOptions());
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(OPERATIONS_FILE);
  const module = source && checker.getSymbolAtLocation(source);
  const exported =
    module && checker.getExportsOfModule(module).find((s) => s.name === 'operations');
  if (!source || !exported) throw new Error(`No \`operations\` exported by ${OPERATIONS_FILE}`);
  const writer = createTypeSchemaWriter(checker, SCHEMA_REF_PREFIX);
  const answers: AnswerSchemas['answers'] = {};
  const operationsType = checker.getTypeOfSymbolAtLocation(exported, source);
  for (const operation of checker.getPropertiesOfType(operationsType)) {
    const name = operation.getName();
    const answerType = declaredAnswerType(
      checker,
      checker.getTypeOfSymbolAtLocation(operation, source),
      source,
    );
    if (!answerType) throw new Error(`${name}: its declaration has no answer<...>()`);
    answers[name] =
      answerType.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)
        ? null
        : writer.schemaOf(answerType, `${name} answer`);
  }
  return { answers: sortedByKey(answers), schemas: sortedByKey(writer.definitions) };
}

/** The T of an operation's `answer: answer<T>()`. */
function declaredAnswerType(
  checker: ts.TypeChecker,
  operationType: ts.Type,
  at: ts.Node,
): ts.Type | null {
  const answer = operationType.getProperty('answer');
  const carried = answer && checker.getTypeOfSymbolAtLocation(answer, at).getProperty('answerType');
  if (!carried) return null;
  const type = checker.getTypeOfSymbolAtLocation(carried, at);
  // `answerType?: T` reads as T | undefined; a T that is itself void stays void.
  if (!type.isUnion()) return type;
  const kept = type.types.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
  if (kept.length === 1) return kept[0]!;
  if (kept.length === 0) return type.types[0]!;
  return type;
}

function compilerOptions(): ts.CompilerOptions {
  const configFile = join(SHARED_DIR, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, (path) => readFileSync(path, 'utf8'));
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile)).options;
}

function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
