// The product form's Category: an existing category, or a new one made on the spot
// (POST /api/categories with its name) and chosen at once.

import type { Category } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { useInvalidateAdminReads } from '../data/use-admin-read.ts';
import { CategoryChoiceField } from '../forms/CategoryChoiceField.tsx';
import { inlineCategoryErrorMessage } from '../forms/save-errors.ts';

interface ProductCategoryFieldProps {
  value: string;
  onValue(id: string): void;
  choices: readonly { _id: string; name: string }[];
  onCreated(category: Category): void;
  error?: string | undefined;
}

export function ProductCategoryField({
  value,
  onValue,
  choices,
  onCreated,
  error,
}: ProductCategoryFieldProps) {
  const api = useAdminApi();
  const invalidate = useInvalidateAdminReads();

  const create = async (name: string) => {
    const category = await api.saveCategory(null, { name, isActive: true });
    // The Categories tab and the other forms' choices list it too.
    void invalidate('listCategories', 'listActivity');
    onCreated(category);
    onValue(category._id);
  };

  return (
    <CategoryChoiceField
      value={value}
      onValue={onValue}
      options={choices.map((category) => ({ value: category._id, label: category.name }))}
      withEmptyOption={value === ''}
      onAdd={create}
      describeAddFailure={inlineCategoryErrorMessage}
      error={error}
    />
  );
}
