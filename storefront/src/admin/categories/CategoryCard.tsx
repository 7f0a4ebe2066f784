// A category in the admin list: image, Inactive, name and description.

import type { ReactNode } from 'react';
import type { Category } from '@kawaii/shared';
import { AdminCard } from '../shell/AdminCard.tsx';

export function CategoryCard({ item: category, actions }: { item: Category; actions: ReactNode }) {
  return (
    <AdminCard
      recordId={category._id}
      image={category.image}
      imageAlt={category.name}
      badges={
        !category.isActive && <span className="badge badge--compact badge--muted">Inactive</span>
      }
      title={category.name}
      actions={actions}
    >
      <p className="admin-card__text">{category.description || 'No description'}</p>
    </AdminCard>
  );
}
