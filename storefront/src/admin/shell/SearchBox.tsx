// A search box with a clear button; the list it filters updates as the person types.

import { useId, useRef } from 'react';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onValue(value: string): void;
}

export function SearchBox({ label, placeholder, value, onValue }: SearchBoxProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="admin-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span className="admin-search__icon" aria-hidden="true">
        ⌕
      </span>
      <input
        ref={inputRef}
        id={id}
        type="search"
        className="admin-search__input"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
      {value !== '' && (
        <button
          type="button"
          className="admin-search__clear admin-icon-button"
          aria-label="Clear search"
          onClick={() => {
            onValue('');
            inputRef.current?.focus();
          }}
        >
          ×
        </button>
      )}
    </div>
  );
}
