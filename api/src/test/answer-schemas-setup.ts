// Vitest global setup of the API's tests: generates the OpenAPI answer schemas once, before the
// test files start, so the files that read /api/openapi.json find them cached instead of each
// running the compiler at the same time (seconds apiece on a busy machine).

import { cachedAnswerSchemas } from '../http/openapi/answer-schemas.ts';

export default function generateAnswerSchemasOnce(): void {
  cachedAnswerSchemas();
}
