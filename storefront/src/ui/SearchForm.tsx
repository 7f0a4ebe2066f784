import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { Form } from 'react-router';
import './SearchForm.css';

interface SearchFormProps {
  /** Where the form goes before the scripts load (a GET with `q`). */
  action: string;
  /** The box's name for screen readers ("Search posts"). */
  label: string;
  placeholder: string;
  value: string;
  maxLength?: number;
  onChange(value: string): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Hidden inputs that keep the page's other filters in the GET form. */
  children?: ReactNode;
}

/** A page's search form: a round field with a magnifier and a Search button, sent as a GET. */
export function SearchForm({
  action,
  label,
  placeholder,
  value,
  maxLength,
  onChange,
  onSubmit,
  children,
}: SearchFormProps) {
  const id = useId();
  return (
    <Form className="search-form" method="get" action={action} role="search" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <svg className="search-form__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </svg>
      <input
        id={id}
        className="search-form__input"
        type="search"
        name="q"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
      <button type="submit" className="button button--primary search-form__button">
        Search
      </button>
    </Form>
  );
}
