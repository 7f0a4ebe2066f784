import { defineConfig } from 'vitest/config';

// Browser flows against the built site (run `npm run build` first; `npm test` does it).
// Each file starts its own server and Chromium, so at most two files run at once: the
// machine has two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // expect.poll waits as long as a Playwright locator does (30 s), not vitest's 1 s: a filter's
    // fetch and render, or a theme switch, can take longer than that on a busy machine.
    expect: { poll: { timeout: 30_000 } },
  },
});
