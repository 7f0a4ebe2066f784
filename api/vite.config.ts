import { sep } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { generateAnswerSchemas } from './src/http/openapi/answer-schemas.ts';

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

/**
 * Generates the OpenAPI answer schemas from the declared answer types once, at build time, and
 * bundles them: the built server documents its answers without loading the TypeScript compiler.
 */
function bundleAnswerSchemas(): Plugin {
  return {
    name: 'bundle-answer-schemas',
    apply: 'build',
    config: () => ({ define: { __ANSWER_SCHEMAS__: JSON.stringify(generateAnswerSchemas()) } }),
  };
}

// Bundles the server for Node: the workspace packages (TypeScript sources) are bundled in,
// npm dependencies and the native modules (better-sqlite3, sharp) stay external.
export default defineConfig({
  plugins: [refuseDemoCode(), bundleAnswerSchemas()],
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
