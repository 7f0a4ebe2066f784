import react from '@vitejs/plugin-react';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

// react-router's package exports name only its development build (warnings and checks that
// production never needs); the browser bundle takes the production build it also ships.
const reactRouterDir = dirname(fileURLToPath(import.meta.resolve('react-router/package.json')));
const reactRouterBuild = (file: string) => join(reactRouterDir, 'dist', 'production', file);

// The browser bundle runs the components on Preact through its React compatibility layer: the
// same API (hooks, lazy, Suspense, hydrateRoot, useSyncExternalStore) at about 10 KB gzipped
// instead of react-dom's 60, which alone is two thirds of the 90 KB a page may load first
// (e2e/browse/page-weight.e2e.test.ts). The server renders with React, and the unit tests run
// on React; the browser flows run on what ships. client/effect-timing.ts gives effects React's
// timing.
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// Two builds (package.json "build"): the browser bundle into dist/client, then
// `vite build --ssr src/entry-server.tsx --outDir dist/server` for the API to render pages with.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
          { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ...preactAliases,
        ],
      },
  // public/ (the favicon) belongs to the browser build only.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist/client',
    // .vite/manifest.json: the server names each page's own chunk and styles in its head.
    manifest: !isSsrBuild,
    rolldownOptions: {
      // react-router looks useOptimistic up and falls back to useState where the runtime has
      // none (Preact); the bundler's note that the lookup finds nothing is expected.
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      output: {
        // zod only serves forms (checkout, dashboard, admin), all loaded on demand. In a chunk
        // of its own it cannot end up sharing one with a small rule every page needs.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The runtime every page needs, cached apart from the app's own code.
            { name: 'preact', test: /node_modules[\\/]preact[\\/]/ },
          ],
        },
      },
    },
  },
  ssr: {
    // Shared ships TypeScript sources, so it is bundled; react and the other packages stay
    // external and are loaded from node_modules by the API process.
    noExternal: ['@kawaii/shared'],
  },
}));
