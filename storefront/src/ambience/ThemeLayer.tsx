// The theme animation layer: falling petals in pink, falling snowflakes in blue, and a sparkle
// now and then. Browser-only decoration, so none of its code is in the page's first
// load: the sky's chunk is fetched once the page has hydrated.

import { lazy, Suspense } from 'react';
import { useHydrated } from '../ui/ClientOnly.tsx';

const ThemeSky = lazy(() =>
  import('./ThemeSky.tsx').then(({ ThemeSky }) => ({ default: ThemeSky })),
);

/**
 * Mount once, anywhere in the root layout. Renders nothing on the server or during hydration, so
 * the server HTML never has to match random particles.
 */
export function ThemeLayer() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ThemeSky />
    </Suspense>
  );
}
