import { lazy, type ComponentType } from 'react';

export interface PreloadableComponent<Props extends object> {
  (props: Props): React.ReactNode;
  /** Loads the module; once it has, the component renders at once, even on the server. */
  preload(): Promise<void>;
}

/**
 * React.lazy, plus a preload a route loader can await: renderToString cannot wait for a lazy
 * component, so a page that shows one straight away (a game opened from a link) loads it first
 * and the server's HTML is complete. Until loaded it suspends like React.lazy, so it still needs
 * a Suspense boundary above it.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const loadOnce = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));

  function Preloadable(props: Props) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  Preloadable.preload = () => loadOnce().then(() => undefined);
  return Preloadable;
}
