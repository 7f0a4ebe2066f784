// The Categories tab.

import type { Category } from '@kawaii/shared';
import { DEFAULT_SHOP_FILTERS, shopSearch } from '../../routes/shop-filters.ts';
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
  // The shop filtered to the category, as the shop's own category filter links it.
  viewPath: (category) => `/shop${shopSearch({ ...DEFAULT_SHOP_FILTERS, category: category._id })}`,
  Card: CategoryCard,
  Form: CategoryForm,
};

export function CategoriesTab() {
  return <ContentTab config={config} />;
}
