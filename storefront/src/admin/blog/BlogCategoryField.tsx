// The blog form's Category: one of the categories the posts use, or a new one typed inline
// ('+ Add New Category'), with a notice while the choice is a new category.

import { CategoryChoiceField } from '../forms/CategoryChoiceField.tsx';

interface BlogCategoryFieldProps {
  value: string;
  onValue(value: string): void;
  categories: readonly string[];
  error?: string | undefined;
}

export function BlogCategoryField({ value, onValue, categories, error }: BlogCategoryFieldProps) {
  const isCustom = value !== '' && !categories.includes(value);
  const names = isCustom ? [...categories, value] : categories;

  return (
    <CategoryChoiceField
      value={value}
      onValue={onValue}
      options={names.map((name) => ({ value: name, label: name }))}
      withEmptyOption
      onAdd={onValue}
      error={error}
    >
      {isCustom && (
        <p className="admin-notice" role="status">
          “{value}” is a new category; it will be created when you save this post.
        </p>
      )}
    </CategoryChoiceField>
  );
}
