// A Category select whose last option, '+ Add New Category', opens a box to type a new one.
// What adding means is the form's: the blog only chooses the typed name, the shop creates the
// category first (then `onAdd` returns a promise, and the box shows 'Adding...' and any failure).

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

const ADD_NEW = '__add-new__';

interface CategoryChoiceFieldProps {
  value: string;
  onValue(value: string): void;
  options: readonly { value: string; label: string }[];
  /** Whether 'Select a category' is offered (the shop's only while nothing is chosen). */
  withEmptyOption: boolean;
  /** Takes the new category's trimmed name; the box closes once this returns or resolves. */
  onAdd(name: string): void | Promise<void>;
  /** Why an `onAdd` that rejected failed. */
  describeAddFailure?(caught: unknown): string;
  error?: string | undefined;
  /** Shown below the choice: the blog's notice about a category made on save. */
  children?: ReactNode;
}

export function CategoryChoiceField({
  value,
  onValue,
  options,
  withEmptyOption,
  onAdd,
  describeAddFailure = String,
  error,
  children,
}: CategoryChoiceFieldProps) {
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
    const added = onAdd(name);
    // A plain choice closes at once, without a busy state.
    if (!added) return close();
    setBusy(true);
    setFailure(null);
    try {
      await added;
      close();
    } catch (caught) {
      setFailure(describeAddFailure(caught));
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
        {withEmptyOption && <option value="">Select a category</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
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
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
