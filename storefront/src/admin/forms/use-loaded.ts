// Data a form offers as choices (categories, artworks): loaded when the form opens; a failure is
// only logged and leaves the fallback, so the form still works. Pass a loader defined outside
// the component, so it is the same function on every render; a new `reloadKey` loads again.

import { useEffect, useState } from 'react';
import type { AdminApi } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';

export function useLoaded<T>(
  load: (api: AdminApi) => Promise<T>,
  fallback: T,
  reloadKey: unknown = null,
): T {
  const api = useAdminApi();
  const [value, setValue] = useState<T>(fallback);
  useEffect(() => {
    let current = true;
    load(api).then(
      (loaded) => current && setValue(loaded),
      (error: unknown) => console.error('Could not load the choices of a form', error),
    );
    return () => {
      current = false;
    };
  }, [api, load, reloadKey]);
  return value;
}
