import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererViteOptions } from './src/renderer/vite-options.ts';

/** Native modules cannot be bundled: they are loaded from node_modules, after
 * build/before-pack.cjs has rebuilt them for Electron's ABI. electron-updater reads files next
 * to itself at run time, so it is loaded from node_modules too. Everything else (the shared
 * package, zod) is bundled, so the main process needs no TypeScript or workspace at run time. */
const NATIVE_MODULES = ['better-sqlite3', 'sharp', 'electron-updater'];

// Three Vite builds into out/{main,preload,renderer}. Electron provides `electron`.
export default defineConfig({
  main: {
    build: {
      externalizeDeps: false,
      rolldownOptions: {
        external: [...NATIVE_MODULES, new RegExp(`^(${NATIVE_MODULES.join('|')})/`)],
      },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      // A sandboxed preload cannot load ES modules, so it is emitted as CommonJS (index.cjs).
      lib: { entry: resolve(import.meta.dirname, 'src/preload/index.ts'), formats: ['cjs'] },
    },
  },
  renderer: rendererViteOptions,
});
