// `node bench/first-load-floor.mjs`: the floor under every page's first-load JavaScript. Builds,
// with the storefront's own Vite config, two entries that hold nothing but the runtime: React 19
// hydrating a page, then the same with react-router's data router and the router parts the pages
// use. Prints each build's bytes minified, gzipped (level 9) and brotli (quality 11, what the
// server sends). The page-weight test and the README compare pages against these numbers.

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const storefront = join(root, 'storefront');
const { build } = await import(createRequire(join(storefront, 'package.json')).resolve('vite'));

const ENTRIES = {
  'react + react-dom + scheduler + JSX runtime': `
import { hydrateRoot } from 'react-dom/client';
hydrateRoot(document.getElementById('root'), <p>hi</p>);
`,
  'the above + react-router data router': `
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Await, Form, Link, NavLink, Navigate, Outlet, createBrowserRouter, data,
  isRouteErrorResponse, matchRoutes, redirect, useBlocker, useInRouterContext, useLoaderData,
  useLocation, useMatches, useNavigate, useNavigation, useParams, useRouteError,
  useRouteLoaderData, useSearchParams } from 'react-router';
import { RouterProvider } from 'react-router/dom';
window.used = [Await, Form, Link, NavLink, Navigate, Outlet, data, isRouteErrorResponse,
  matchRoutes, redirect, useBlocker, useInRouterContext, useLoaderData, useLocation, useMatches,
  useNavigate, useNavigation, useParams, useRouteError, useRouteLoaderData, useSearchParams];
const router = createBrowserRouter([{ path: '/', element: <Outlet /> }]);
startTransition(() => {
  hydrateRoot(document.getElementById('root'), <RouterProvider router={router} />);
});
`,
};

// The entries live inside the repository so that react and react-router resolve from its
// node_modules; the builds go to a temporary directory.
const sources = join(storefront, '.first-load-floor');
const out = mkdtempSync(join(tmpdir(), 'kawaii-floor-'));
mkdirSync(sources, { recursive: true });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
try {
  const rows = [];
  for (const [index, [label, source]] of Object.entries(ENTRIES).entries()) {
    const entry = join(sources, `floor-${index}.jsx`);
    writeFileSync(entry, source);
    const outDir = join(out, String(index));
    await build({
      configFile: join(storefront, 'vite.config.ts'),
      root: storefront,
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, rolldownOptions: { input: { floor: entry } } },
    });
    const scripts = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
    const bytes = Buffer.concat(scripts.map((name) => readFileSync(join(outDir, 'assets', name))));
    const gzip = scripts.reduce(
      (sum, name) =>
        sum + gzipSync(readFileSync(join(outDir, 'assets', name)), { level: 9 }).length,
      0,
    );
    const brotli = scripts.reduce(
      (sum, name) =>
        sum +
        brotliCompressSync(readFileSync(join(outDir, 'assets', name)), {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      0,
    );
    rows.push(`| ${label} | ${bytes.length} | ${gzip} (${kb(gzip)}) | ${brotli} (${kb(brotli)}) |`);
  }
  console.info(
    ['| entry | minified bytes | gzip -9 | brotli 11 |', '|---|---|---|---|', ...rows].join('\n'),
  );
} finally {
  rmSync(sources, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
}
