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
      <svg className="admin-search__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </svg>
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
