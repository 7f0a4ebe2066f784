import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { Form } from 'react-router';
// Its styles (SearchForm.css) come with each page that shows it (its stylesheet imports them), so
// the lists' shared chunk brings no stylesheet of its own for the pages to name.

interface SearchFormProps {
  /** Where the form goes before the scripts load (a GET with `q`). */
  action: string;
  /** The box's name for screen readers ("Search posts"). */
  label: string;
  placeholder: string;
  /** The page's search now (its URL's `q`). */
  searched: string;
  maxLength?: number;
  /** With the scripts loaded: search for the typed text, trimmed, keeping the page's filters. */
  onSearch(text: string): void;
  /** Hidden inputs that keep the page's other filters in the GET form. */
  children?: ReactNode;
}

/** A page's search form: a round field with a magnifier and a Search button, sent as a GET. */
export function SearchForm({
  action,
  label,
  placeholder,
  searched,
  maxLength,
  onSearch,
  children,
}: SearchFormProps) {
  const id = useId();
  const [text, setText] = useState(searched);
  // A search changed elsewhere (a popular tag, Clear filters, the browser's Back) replaces what
  // the box shows; until then it keeps what is typed.
  const [shown, setShown] = useState(searched);
  if (searched !== shown) {
    setShown(searched);
    setText(searched);
  }

  return (
    <Form
      className="search-form"
      method="get"
      action={action}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
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
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
      />
      {children}
      <button type="submit" className="button button--primary search-form__button">
        Search
      </button>
    </Form>
  );
}
