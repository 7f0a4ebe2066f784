// How long a test waits for a state it polls: most of the API tests' own 20 s (vitest.config.ts).
// A busy machine then only makes the wait longer, and a state that never comes still fails with
// the poll's message rather than the test's timeout.
export const PATIENCE = { timeout: 15_000, interval: 20 };
