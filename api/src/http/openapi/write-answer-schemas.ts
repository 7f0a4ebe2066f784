// `npm run openapi:answers`: writes answer-schemas.json from the declared answer types. Run it
// after declaring an operation or changing a type an answer carries.

import { writeFileSync } from 'node:fs';
import { ANSWER_SCHEMAS_FILE, answerSchemasText, generateAnswerSchemas } from './answer-schemas.ts';

const started = Date.now();
const schemas = generateAnswerSchemas();
writeFileSync(ANSWER_SCHEMAS_FILE, answerSchemasText(schemas));
console.info(
  `openapi: ${Object.keys(schemas.answers).length} answers, ${Object.keys(schemas.schemas).length} named types, written to ${ANSWER_SCHEMAS_FILE} in ${Date.now() - started} ms`,
);
