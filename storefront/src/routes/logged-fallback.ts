/**
 * For data a page can live without (the home page's sections stay empty when their fetch fails):
 * a failure is logged and the page gets `fallback` instead.
 */
export function withLoggedFallback<T>(promise: Promise<T>, fallback: T, what: string): Promise<T> {
  return promise.catch((error: unknown) => {
    console.error(`Could not load ${what}:`, error);
    return fallback;
  });
}
