import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two builds (package.json "build"): the browser bundle into dist/client, then
// `vite build --ssr src/entry-server.tsx --outDir dist/server` for the API to render pages with.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // public/ (the favicon) belongs to the browser build only.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist/client',
  },
  ssr: {
    // Shared ships TypeScript sources, so it is bundled; react and the other packages stay
    // external and are loaded from node_modules by the API process.
    noExternal: ['@kawaii/shared'],
  },
}));
