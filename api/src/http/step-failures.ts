// A step that runs before an operation's handler (a rate limit, an upload's checks) may answer a
// failure by itself. It says which here, so the operation's OpenAPI entry lists them without
// each route repeating them.

import type { RequestHandler } from 'express';
import type { Failures } from '@kawaii/shared';

const STEP_FAILURES = Symbol('failures a step answers by itself');

type StepWithFailures = RequestHandler & { [STEP_FAILURES]?: Failures };

/** Marks a step with the failures it answers by itself (a rate limit's 429). */
export function answersFailures<Step extends RequestHandler>(step: Step, failures: Failures): Step {
  (step as StepWithFailures)[STEP_FAILURES] = failures;
  return step;
}

export function failuresOfStep(step: RequestHandler): Failures {
  return (step as StepWithFailures)[STEP_FAILURES] ?? {};
}
