// What answer-schemas.json holds. The server reads the file; only `npm run openapi:answers` and
// its test run the compiler that writes it, so the server never loads TypeScript.

export type JsonSchema = Record<string, unknown>;

export const SCHEMA_REF_PREFIX = '#/components/schemas/';

export const REGENERATE_COMMAND = 'npm run openapi:answers';

export interface AnswerSchemas {
  /** Each operation's success answer by operation name; null when it answers no body (204). */
  answers: Record<string, JsonSchema | null>;
  /** The named types the answers refer to, by name. */
  schemas: Record<string, JsonSchema>;
}
