// How long a test waits for a state it polls: most of vitest's 5 s a storefront test has, not
// vi.waitFor's 1 s. A busy machine then only makes the wait longer, and a state that never comes
// still fails with the poll's message rather than the test's timeout.
export const PATIENCE = { timeout: 4_000, interval: 10 };
