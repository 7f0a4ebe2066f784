// How a shop form ties each field to its message: while a field has one it is marked invalid and
// described by it, and the message carries the id the field points to, so a screen reader reads
// it with the field.

import type { ReactNode } from 'react';

export interface FieldMessages<Field extends string> {
  idOf(field: Field): string;
  /** The field's id, aria-invalid and aria-describedby. */
  described(field: Field): {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  /** The field's message, or nothing. */
  errorOf(field: Field): ReactNode;
}

export function fieldMessages<Field extends string>(
  idPrefix: string,
  errors: Partial<Record<Field, string>>,
): FieldMessages<Field> {
  const idOf = (field: Field) => `${idPrefix}-${field}`;
  const errorId = (field: Field) => `${idOf(field)}-error`;
  return {
    idOf,
    described: (field) => ({
      id: idOf(field),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? errorId(field) : undefined,
    }),
    errorOf: (field) =>
      errors[field] && (
        <span id={errorId(field)} className="field__error">
          {errors[field]}
        </span>
      ),
  };
}
