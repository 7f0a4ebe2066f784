import type { Category } from '@kawaii/shared';
import type { CategoryRecord } from './store.ts';

export function presentCategory(category: CategoryRecord): Category {
  return {
    _id: category.id,
    name: category.name,
    description: category.description,
    isActive: category.isActive,
    image: category.image,
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
    version: category.version,
  };
}
