import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { fieldMessages } from './field-messages.tsx';

describe('a field tied to its message', () => {
  const { idOf, described, errorOf } = fieldMessages<'name' | 'email'>('checkout', {
    email: 'Please enter a valid email address',
  });

  it('is marked invalid and described by the message it has', () => {
    expect(described('email')).toEqual({
      id: 'checkout-email',
      'aria-invalid': true,
      'aria-describedby': 'checkout-email-error',
    });
    expect(renderToStaticMarkup(<>{errorOf('email')}</>)).toBe(
      '<span id="checkout-email-error" class="field__error">Please enter a valid email address</span>',
    );
  });

  it('says nothing while the field has no message', () => {
    expect(idOf('name')).toBe('checkout-name');
    expect(described('name')).toEqual({
      id: 'checkout-name',
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
    expect(renderToStaticMarkup(<>{errorOf('name')}</>)).toBe('');
  });
});
