// One linter for every package. Boundaries from docs/architecture: shared/ imports no other
// workspace; the studio's main process and its renderer never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const otherWorkspaces = ['@kawaii/api', '@kawaii/storefront', '@kawaii/studio'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/out/**',
      'data/**',
      'release/**',
      '.test-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['storefront/src/**/*.{ts,tsx}', 'studio/src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...otherWorkspaces, 'node:*', 'react', 'react-dom'],
              message:
                'shared/ is isomorphic and imports no other workspace, no Node API and no React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts', 'storefront/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kawaii/demo', '@kawaii/demo/*', '**/demo/src/**'],
              message: 'The demo shop is seeded by `npm run seed`; the product never imports it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's layers run one way: routes → services → stores → db. The resources' services,
    // stores and presenters never import http/ (route table, middleware, Express plumbing); what
    // every layer shares (failures, the Viewer type, input parsing, the logger) lives in core/.
    // db/ imports nothing above it.
    files: ['api/src/*/**/*.ts'],
    ignores: [
      'api/src/http/**',
      'api/src/**/routes.ts',
      'api/src/**/*-routes.ts',
      'api/src/storefront/**',
      'api/src/cli/**',
      'api/src/test/**',
      'api/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kawaii/demo', '@kawaii/demo/*', '**/demo/src/**'],
              message: 'The demo shop is seeded by `npm run seed`; the product never imports it.',
            },
            {
              group: ['**/http/*'],
              message:
                'Services, stores and presenters do not reach up into the HTTP layer: what every layer shares lives in core/.',
            },
            {
              group: ['**/api-routes.ts', '**/app.ts', '**/server.ts', '**/services.ts'],
              message: 'Only the wiring (app.ts, services.ts) builds and joins the layers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/db/**/*.ts'],
    ignores: ['api/src/db/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '!../db/*', '@kawaii/demo', '@kawaii/demo/*', '**/demo/src/**'],
              message: 'db/ is the bottom layer: it imports no resource, service or store.',
            },
          ],
        },
      ],
    },
  },
  {
    // The UI kit is presentational: it takes what it shows as props, so the site, the admin and
    // the studio can all use it. Anything that needs the cart, chat, routes, stores or the site
    // shell lives in layout/, catalog/ or its feature folder instead.
    files: ['storefront/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kawaii/demo', '@kawaii/demo/*', '**/demo/src/**'],
              message: 'The demo shop is seeded by `npm run seed`; the product never imports it.',
            },
            {
              group: [
                '**/admin/**',
                '**/ambience/**',
                '**/cart/**',
                '**/catalog/**',
                '**/chat/**',
                '**/dashboard/**',
                '**/enquiries/**',
                '**/games/**',
                '**/layout/**',
                '**/order-page/**',
                '**/routes/**',
                '**/stores/**',
              ],
              message:
                'storefront/src/ui is the presentational kit: it imports no feature, route, store or layout code. Pass data in as props, or put the piece in layout/, catalog/ or its feature folder.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['studio/src/main/**/*.ts', 'studio/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/renderer/**', '@kawaii/storefront', '@kawaii/storefront/*'],
              message: 'The main process never imports renderer code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['studio/src/renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/main/**', '**/services/**', 'electron', 'better-sqlite3', 'node:*'],
              message: 'The renderer reaches the main process only through window.studio.',
            },
          ],
        },
      ],
    },
  },
);
