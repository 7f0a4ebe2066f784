import { defineConfig } from 'vitest/config';

// Unit and integration suites of every workspace. Browser flows live in e2e/ (own config).
// Suites that start real servers, databases or image work get 20 s a test, not vitest's 5 s, and
// 20 s a hook, not 10 s (a studio test's hooks start a shop and sign in: two password hashes): on a
// busy two-core CI machine a one-second test can take several, and a timeout there is no finding.
// Most suites share one module graph among their files (isolate: false): importing React, the
// contract and the schemas afresh for each file was most of their run (storefront 67 s -> 10 s,
// shared 18 s -> 3 s, studio 89 s -> 61 s on two cores); they pass in any file order that way.
// The api suite keeps a fresh graph per file: its files rely on module state of their own (in a
// shared graph a shuffled run fails its lockout, backup and user-list tests).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './shared', include: ['src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'api',
          root: './api',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/answer-schemas-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'demo',
          root: './demo',
          include: ['src/**/*.test.ts'],
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'storefront',
          root: './storefront',
          include: ['src/**/*.test.{ts,tsx}'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'studio',
          root: './studio',
          include: ['src/**/*.test.ts'],
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
    ],
  },
});
