// Labelled form controls of the admin forms: each ties its label, hint and error to the control,
// so a screen reader reads them together.

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './AdminForm.css';

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field admin-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy: describedBy || undefined })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValue(value: string): void;
  hint?: ReactNode;
  error?: string | undefined;
}

export function TextField({ label, value, onValue, hint, error, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <input
          {...input}
          id={id}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

interface TextAreaFieldProps {
  label: string;
  value: string;
  onValue(value: string): void;
  rows?: number;
  hint?: ReactNode;
  error?: string | undefined;
  placeholder?: string;
}

export function TextAreaField({
  label,
  value,
  onValue,
  rows = 4,
  hint,
  error,
  placeholder,
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={rows}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  onValue(value: string): void;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: string | undefined;
}

export function SelectField({ label, value, onValue, options, hint, error }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  checked,
  onChecked,
}: {
  label: string;
  checked: boolean;
  onChecked(checked: boolean): void;
}) {
  return (
    <label className="admin-check">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChecked(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/**
 * The form-wide message: a save error or a refused submit. Focusable from script, so a refused
 * submit can move the focus (and the view) to it.
 */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error admin-form__alert" role="alert" tabIndex={-1} data-form-alert>
      {message}
    </p>
  );
}

export function FormActions({
  onCancel,
  submitLabel,
  busy,
}: {
  onCancel(): void;
  submitLabel: string;
  busy: boolean;
}) {
  return (
    <div className="admin-form__actions">
      <button type="button" className="button button--ghost" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
