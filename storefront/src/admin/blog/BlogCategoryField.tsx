// The blog form's Category: one of the categories the posts use, or a new one typed inline
// ('+ Add New Category'), with a notice while the choice is a new category.

import { useEffect, useId, useRef, useState } from 'react';

const ADD_NEW = '__add-new__';

interface BlogCategoryFieldProps {
  value: string;
  onValue(value: string): void;
  categories: readonly string[];
  error?: string | undefined;
}

export function BlogCategoryField({ value, onValue, categories, error }: BlogCategoryFieldProps) {
  const id = useId();
  const newId = useId();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const isCustom = value !== '' && !categories.includes(value);
  const options = isCustom ? [...categories, value] : categories;

  useEffect(() => {
    if (adding) inputRef.current?.focus();
  }, [adding]);

  const add = () => {
    const name = draft.trim();
    if (name === '') return;
    onValue(name);
    setAdding(false);
    setDraft('');
  };

  return (
    <div className="field admin-field">
      <label className="field__label" htmlFor={id}>
        Category
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          if (event.target.value === ADD_NEW) setAdding(true);
          else onValue(event.target.value);
        }}
      >
        <option value="">Select a category</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        <option value={ADD_NEW}>+ Add New Category</option>
      </select>
      {adding && (
        <div className="admin-inline-add">
          <label htmlFor={newId} className="visually-hidden">
            New category name
          </label>
          <input
            ref={inputRef}
            id={newId}
            value={draft}
            placeholder="New category name"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <button type="button" className="button button--soft" onClick={add}>
            Add
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setAdding(false);
              setDraft('');
            }}
          >
            Cancel
          </button>
        </div>
      )}
      {isCustom && (
        <p className="admin-notice" role="status">
          “{value}” is a new category; it will be created when you save this post.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
