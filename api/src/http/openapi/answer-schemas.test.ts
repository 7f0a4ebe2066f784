// answer-schemas.json is what the server documents each success answer with; it must be what the
// declared answer types generate today. A declaration added or an answer type changed without
// regenerating the file fails here, naming the operations and the command that fixes it.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations } from '@kawaii/shared';
import { REGENERATE_COMMAND, type AnswerSchemas } from './answer-schemas-file.ts';
import { ANSWER_SCHEMAS_FILE, generateAnswerSchemas } from './answer-schemas.ts';

const stored = JSON.parse(readFileSync(ANSWER_SCHEMAS_FILE, 'utf8')) as AnswerSchemas;
const fresh = generateAnswerSchemas();

describe('answer-schemas.json', () => {
  it('has the answer schema of every declared operation, as its answer type is today', () => {
    const stale = Object.keys(operations).filter(
      (name) => JSON.stringify(stored.answers[name]) !== JSON.stringify(fresh.answers[name]),
    );
    expect(stale, `answer schemas missing or stale: run \`${REGENERATE_COMMAND}\``).toEqual([]);
  });

  it('has no answer of an operation that is not declared', () => {
    const undeclared = Object.keys(stored.answers).filter((name) => !(name in operations));
    expect(undeclared, `run \`${REGENERATE_COMMAND}\``).toEqual([]);
  });

  it('names each type the answers carry as it is declared today', () => {
    const stale = Object.keys({ ...stored.schemas, ...fresh.schemas }).filter(
      (name) => JSON.stringify(stored.schemas[name]) !== JSON.stringify(fresh.schemas[name]),
    );
    expect(stale, `named types missing or stale: run \`${REGENERATE_COMMAND}\``).toEqual([]);
  });
});
