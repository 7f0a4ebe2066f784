// The checkout's reward code: typed or pasted, checked against the account before the order is
// sent, then shown with what it takes off. Guests are told codes need signing in.

import { useId, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { REWARD_CODE_MESSAGES, type RewardCode } from '@kawaii/shared';
import { checkRewardCode } from '../api/rewards-api.ts';
import { loginPath } from '../routes/paths.ts';
import { useSession } from '../stores/session.ts';
import { useCartPanel } from './panel-store.ts';
import { useRewardCode } from './reward-code-store.ts';

const NOT_USABLE: Record<Exclude<RewardCode['status'], 'ready'>, string> = {
  used: REWARD_CODE_MESSAGES.used,
  refunded: REWARD_CODE_MESSAGES.refunded,
};

export function RewardCodeField({
  disabled,
  problem,
}: {
  disabled: boolean;
  problem: string | null;
}) {
  const token = useSession((state) => state.token);
  const { applied, apply, remove } = useRewardCode();
  const [typed, setTyped] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const location = useLocation();
  const closePanel = useCartPanel((state) => state.closePanel);
  const id = useId();

  if (!token) {
    return (
      <p className="reward-code-field__guest">
        Have a reward code?{' '}
        <Link to={loginPath(`${location.pathname}${location.search}`)} onClick={closePanel}>
          Sign in
        </Link>{' '}
        to use it.
      </p>
    );
  }

  async function check() {
    if (!token || typed.trim() === '') {
      setError('Enter your reward code');
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const code = await checkRewardCode(fetch, token, typed.trim());
      if (code.status === 'ready') {
        apply(code);
        setTyped('');
      } else setError(NOT_USABLE[code.status]);
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
      <div className="reward-code-field reward-code-field--applied">
        <p className="reward-code-field__applied">
          <span aria-hidden="true">♡ </span>
          <strong>{applied.title}</strong> <code>{applied.code}</code>
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
    <div className="field reward-code-field">
      <label className="field__label" htmlFor={`${id}-code`}>
        Reward code <span className="field__optional">(optional)</span>
      </label>
      <div className="reward-code-field__row">
        <input
          id={`${id}-code`}
          name="rewardCode"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="KAWAII-XXXX-XXXX"
          value={typed}
          disabled={disabled || checking}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-code-error` : undefined}
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
        <span id={`${id}-code-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
