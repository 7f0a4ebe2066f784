import type { Plugin } from 'vite';

// The id under which Vite serves the helper it wraps every `import()` of the browser build in.
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * The helper Vite wraps each `import()` of a chunk in: before the chunk runs, its stylesheets are
 * added to the page (and waited for) and the chunks it imports are preloaded, each at most once
 * and never when the page already links it (a stylesheet the server inlined keeps a link of its
 * own, so it is not fetched again). The same rules as Vite's own helper, without what this site
 * never uses (a relative base, a CSP nonce meta tag, browsers without modulepreload, the
 * vite:preloadError event), which made it 1.3 KB gzipped in every page's first load.
 */
const PRELOAD_HELPER = `
const seen = {};
export const __vitePreload = (load, deps) =>
  !deps || deps.length === 0
    ? load()
    : Promise.all(
        deps.map((dep) => {
          const href = '/' + dep;
          if (href in seen) return seen[href];
          const css = dep.endsWith('.css');
          let settled;
          if (!document.querySelector('link[href="' + href + '"]' + (css ? '[rel=stylesheet]' : ''))) {
            const link = document.createElement('link');
            link.rel = css ? 'stylesheet' : 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
            if (css)
              settled = new Promise((resolve, reject) => {
                link.onload = resolve;
                link.onerror = () => reject(new Error('Unable to preload CSS for ' + href));
              });
          }
          return (seen[href] = settled);
        }),
      ).then(load);
`;

/** The browser build's `import()` helper, smaller (see PRELOAD_HELPER). Base '/' only. */
export function smallPreloadHelper(): Plugin {
  return {
    name: 'kawaii-small-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER_ID ? PRELOAD_HELPER : undefined),
  };
}
