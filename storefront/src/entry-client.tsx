// The browser takes over the server-rendered page with the same routes and the server's data.

import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createHttpPublicApi, loadApiClient } from './api/http-public-api.ts';
import { showBodyFace } from './client/body-face.ts';
import { loadMatchedRoutes } from './client/load-matched-routes.ts';
import { createRoutes } from './create-routes.tsx';
import { restoreSession } from './stores/session.ts';
import { restoreTheme } from './stores/theme.ts';

// Hydration renders with the stores' initial (server) state; these take effect right after.
restoreSession();
restoreTheme();

/** Marks #root once the page is interactive: a signal for the browser tests (and for anyone
 * debugging) that does not depend on which runtime's internals hang off the element. */
function HydrationMark(): null {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', '');
    // The body face comes once the page answers: swapping it in restyles every paragraph, work
    // that would otherwise sit between a tap and a page able to take it.
    void showBodyFace();
    // The wishlist follows the session from here on (a guest's list merged into the account's at
    // sign-in); only a page with a wishlist button needs it at once, and that page has it loaded.
    void import('./stores/wishlist.ts').then(({ followSessionForWishlist }) =>
      followSessionForWishlist(),
    );
  }, []);
  return null;
}

async function hydrate(): Promise<void> {
  const routes = createRoutes(createHttpPublicApi(fetch.bind(window)));
  // The server rendered the page's own chunk; the browser needs it (preloaded alongside this
  // entry by the page's loader) before it takes the page over.
  await loadMatchedRoutes(routes, window.location);
  // With no explicit hydrationData, createBrowserRouter reads the data StaticRouterProvider wrote
  // into the page (window.__staticRouterHydrationData) and revives its route errors, so the first
  // render needs no fetch and matches the server's error screens too.
  const router = createBrowserRouter(routes);
  // The next page's loaders read through the API client: it is fetched as the first navigation
  // starts, alongside that page's own chunk, rather than after it.
  const stopWatching = router.subscribe((state) => {
    if (state.navigation.state === 'idle') return;
    stopWatching();
    void loadApiClient();
  });
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead
  // of holding the main thread for the whole page in one task: the server's HTML is on screen
  // already, and a tap meanwhile is not stuck behind one long block of work.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <RouterProvider router={router} />
        <HydrationMark />
      </StrictMode>,
    );
  });
}

void hydrate();
