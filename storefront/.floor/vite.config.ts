import base from '../vite.config.ts';
import { defineConfig } from 'vite';
export default defineConfig((env) => {
  const c = (base as any)(env);
  return { ...c, plugins: c.plugins.slice(0, 1), build: { outDir: '/tmp/perfjs/floor-' + process.env.FLOOR, emptyOutDir: true, sourcemap: 'hidden', rolldownOptions: { input: { [process.env.FLOOR!]: '.floor/' + process.env.FLOOR + '.tsx' } } } };
});
