import { sep } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const DEMO_WORKSPACE = `${sep}demo${sep}src${sep}`;

/**
 * Fails the build when any module of the demo workspace (the sample shop and its drawn
 * illustrations) made its way into the server bundle: demo data is seeded by `npm run seed`,
 * never shipped with the server.
 */
function refuseDemoCode(): Plugin {
  return {
    name: 'refuse-demo-code',
    generateBundle(_options, bundle) {
      const demoModules = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? Object.keys(output.modules).filter((id) => id.includes(DEMO_WORKSPACE))
          : [],
      );
      if (demoModules.length > 0) {
        this.error(`The server bundle must not contain demo code: ${demoModules.join(', ')}`);
      }
    },
  };
}

// Bundles the server for Node: the workspace packages (TypeScript sources) are bundled in,
// npm dependencies and the native modules (better-sqlite3, sharp) stay external.
export default defineConfig({
  plugins: [refuseDemoCode()],
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
