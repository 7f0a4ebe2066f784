// The JSON Schema of every operation's success answer, generated from the one place answers are
// typed: the `answer<...>()` of each declaration in @kawaii/shared. The compiler reads the
// declarations, so an answer type is never written twice; the result is kept in
// answer-schemas.json (the server reads that, not the compiler), and a test regenerates it and
// refuses a stale file.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { SCHEMA_REF_PREFIX, type AnswerSchemas } from './answer-schemas-file.ts';
import { createTypeSchemaWriter } from './type-schema.ts';

const SHARED_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'shared');
const OPERATIONS_FILE = join(SHARED_DIR, 'src', 'contract', 'operations.ts');
export const ANSWER_SCHEMAS_FILE = join(import.meta.dirname, 'answer-schemas.json');

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

/** The file's text: JSON as prettier writes it, so the repository's format check passes. */
export function answerSchemasText(schemas: AnswerSchemas): string {
  return `${JSON.stringify(schemas, null, 2)}\n`;
}
