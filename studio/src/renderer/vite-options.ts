// The renderer's Vite options, shared by electron.vite.config.ts and the browser flows
// (e2e/studio), which build the renderer on their own.
import type { UserConfig } from 'vite';

export const rendererViteOptions = {
  // The automatic JSX runtime: React is imported by the compiler, not by every component.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
} satisfies UserConfig;
