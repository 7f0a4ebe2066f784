// The answer schemas the document is written with, and where they come from: bundled by the
// server's build, or generated from the sources when the server runs from them. A built server
// never loads the TypeScript compiler.

export type JsonSchema = Record<string, unknown>;

export const SCHEMA_REF_PREFIX = '#/components/schemas/';

export interface AnswerSchemas {
  /** Each operation's success answer by operation name; null when it answers no body (204). */
  answers: Record<string, JsonSchema | null>;
  /** The named types the answers refer to, by name. */
  schemas: Record<string, JsonSchema>;
}

/** Replaced by the server's build with the generated schemas (api/vite.config.ts). */
declare const __ANSWER_SCHEMAS__: AnswerSchemas | undefined;

export async function loadAnswerSchemas(): Promise<AnswerSchemas> {
  if (typeof __ANSWER_SCHEMAS__ !== 'undefined') return __ANSWER_SCHEMAS__;
  const { cachedAnswerSchemas } = await import('./answer-schemas.ts');
  return cachedAnswerSchemas();
}
