// The Categories tab.

import type { Category } from '@kawaii/shared';
import { ContentTab, type ContentTabConfig } from '../shell/ContentTab.tsx';
import { CategoryCard } from './CategoryCard.tsx';
import { CategoryForm } from './CategoryForm.tsx';

const config: ContentTabConfig<Category> = {
  heading: 'Categories',
  noun: 'Category',
  list: 'listCategories',
  remove: (api, category) => api.deleteCategory(category._id),
  searchTexts: (category) => [category.name, category.description],
  emptyText: 'No categories available',
  deleteQuestion: 'Are you sure you want to delete this category?',
  nameOf: (category) => category.name,
  viewPath: (category) => `/shop?${new URLSearchParams({ category: category._id }).toString()}`,
  Card: CategoryCard,
  Form: CategoryForm,
};

export function CategoriesTab() {
  return <ContentTab config={config} />;
}
