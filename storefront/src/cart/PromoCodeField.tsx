// The checkout's promo code: typed, checked against the cart before the order is sent (the
// server says why a code does not apply), then shown with what it takes off.

import { useId, useState, type KeyboardEvent } from 'react';
import { formatCents, type CartItem } from '@kawaii/shared';
import { quotePromoCode } from '../api/promotions-api.ts';
import { useSession } from '../stores/session.ts';
import { usePromoCode } from './promo-code-store.ts';

export function PromoCodeField({
  disabled,
  items,
  email,
  discountCents,
  problem,
}: {
  disabled: boolean;
  items: readonly CartItem[];
  email: string;
  /** What the applied code takes off this cart, from the checkout's pricing. */
  discountCents: number;
  problem: string | null;
}) {
  const token = useSession((state) => state.token);
  const { applied, apply, remove } = usePromoCode();
  const [typed, setTyped] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function check() {
    if (typed.trim() === '') {
      setError('Enter your promo code');
      return;
    }
    setChecking(true);
    setError(null);
    try {
      apply(await quotePromoCode(fetch, token, typed.trim(), items, email));
      setTyped('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not check the code');
    } finally {
      setChecking(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the code rather than placing the order.
    if (event.key === 'Enter') {
      event.preventDefault();
      void check();
    }
  }

  if (applied) {
    return (
      <div className="reward-code-field reward-code-field--applied promo-code-field">
        <p className="reward-code-field__applied">
          <span aria-hidden="true">✿ </span>
          <strong>Promo code</strong> <code>{applied.code}</code>
          {applied.description && <span> · {applied.description}</span>}
          {discountCents > 0 && (
            <span>
              {' '}
              · <strong>-{formatCents(discountCents)}</strong> off
            </span>
          )}
        </p>
        <button type="button" className="button button--ghost" disabled={disabled} onClick={remove}>
          Remove
        </button>
        {problem && (
          <p className="field__error reward-code-field__problem" role="alert">
            {problem}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="field reward-code-field promo-code-field">
      <label className="field__label" htmlFor={`${id}-promo`}>
        Promo code <span className="field__optional">(optional)</span>
      </label>
      <div className="reward-code-field__row">
        <input
          id={`${id}-promo`}
          name="promoCode"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          disabled={disabled || checking}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-promo-error` : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="button button--soft"
          disabled={disabled || checking}
          onClick={() => void check()}
        >
          {checking ? 'Checking...' : 'Apply'}
        </button>
      </div>
      {error && (
        <span id={`${id}-promo-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
