// The product form's Category: an existing category, or a new one made on the spot
// (POST /api/categories with its name) and chosen at once.

import { useEffect, useId, useRef, useState } from 'react';
import type { Category } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { inlineCategoryErrorMessage } from '../forms/save-errors.ts';

const ADD_NEW = '__add-new__';

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
  const id = useId();
  const newId = useId();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (adding) inputRef.current?.focus();
  }, [adding]);

  const close = () => {
    setAdding(false);
    setDraft('');
    setFailure(null);
  };

  const add = async () => {
    const name = draft.trim();
    if (name === '' || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const category = await api.saveCategory(null, { name, isActive: true });
      onCreated(category);
      onValue(category._id);
      close();
    } catch (caught) {
      setFailure(inlineCategoryErrorMessage(caught));
    } finally {
      setBusy(false);
    }
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
        {value === '' && <option value="">Select a category</option>}
        {choices.map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
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
                void add();
              }
            }}
          />
          <button
            type="button"
            className="button button--soft"
            onClick={() => void add()}
            disabled={busy}
          >
            {busy ? 'Adding...' : 'Add'}
          </button>
          <button type="button" className="button button--ghost" onClick={close}>
            Cancel
          </button>
        </div>
      )}
      {failure && (
        <p className="field__error" role="alert">
          {failure}
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
