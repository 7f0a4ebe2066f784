// A tab's list: loaded when the tab opens and reloaded after a save or a delete. Failures are only
// logged, with no message on screen; the list then stays as it was.

import { useCallback, useEffect, useState } from 'react';
import type { AdminApi } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';

export function useAdminList<T>(load: (api: AdminApi) => Promise<T[]>) {
  const api = useAdminApi();
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    load(api)
      .then(
        (loaded) => current && setItems(loaded),
        (error: unknown) => console.error('Could not load the admin list', error),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, load, generation]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  return { items, loading, reload };
}
