import type { Category, CategoryQuery } from '@kawaii/shared';
import { presentCategory } from './presenter.ts';
import type { CategoryStore } from './store.ts';

export type CategoryService = ReturnType<typeof createCategoryService>;

export function createCategoryService(store: CategoryStore) {
  return {
    /** `?active=true` is the shop's filter list; without it the admin sees every category. */
    list(query: CategoryQuery): Category[] {
      return store.list({ activeOnly: query.active === true }).map(presentCategory);
    },
  };
}
