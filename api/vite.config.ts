import { defineConfig } from 'vite';

// Bundles the server for Node: the workspace packages (TypeScript sources) are bundled in,
// npm dependencies and the native modules (better-sqlite3, sharp) stay external.
export default defineConfig({
  build: {
    ssr: 'src/server.ts',
    target: 'node20',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'server.js' } },
  },
  ssr: {
    target: 'node',
    noExternal: [/^@kawaii\//],
  },
});
