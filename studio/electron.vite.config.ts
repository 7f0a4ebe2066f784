import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';

// Three Vite builds into out/{main,preload,renderer}. Native and Electron modules stay outside
// the main bundle: Electron provides `electron`, and better-sqlite3 is loaded from node_modules
// after build/before-pack.cjs has rebuilt it for Electron's ABI.
export default defineConfig({
  main: {
    build: { externalizeDeps: { include: ['better-sqlite3'] } },
  },
  preload: {
    build: {
      // A sandboxed preload cannot load ES modules, so it is emitted as CommonJS (index.cjs).
      lib: { entry: resolve(import.meta.dirname, 'src/preload/index.ts'), formats: ['cjs'] },
    },
  },
  renderer: {
    // The automatic JSX runtime: React is imported by the compiler, not by every component.
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  },
});
