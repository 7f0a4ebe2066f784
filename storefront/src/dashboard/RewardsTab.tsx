import { useRef, useState } from 'react';
import { REDEEM_OPTIONS, isRedeemOptionEnabled } from '@kawaii/shared';
import { PointsHistory } from './PointsHistory.tsx';

/** 'Reward Points': the balance, the three redeem options and the Points History. */
export function RewardsTab({ balance, token }: { balance: number; token: string }) {
  const optionsRef = useRef<HTMLHeadingElement>(null);
  const [note, setNote] = useState<string | null>(null);

  // Redeeming is not wired yet (spec.md): the button leads to the options, which say so.
  const showOptions = () => {
    optionsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    optionsRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className="rewards">
      <section className="rewards-balance" aria-labelledby="reward-points">
        <div>
          <h2 id="reward-points" className="dashboard__title">
            Reward Points
          </h2>
          <p className="rewards-balance__value">
            <span>{balance}</span> points
          </p>
          <p className="rewards-balance__hint">
            Earn 1 point for every dollar of a paid order, plus bonus points for achievements.
          </p>
        </div>
        <button
          type="button"
          className="button button--primary button--large"
          onClick={showOptions}
        >
          Redeem Points
        </button>
      </section>

      <section aria-labelledby="redeem-options">
        <h3 id="redeem-options" ref={optionsRef} tabIndex={-1} className="rewards__subtitle">
          Ways to Redeem
        </h3>
        <ul className="redeem-options">
          {REDEEM_OPTIONS.map((option) => {
            const enabled = isRedeemOptionEnabled(option, balance);
            return (
              <li
                key={option.id}
                className={enabled ? 'redeem-option' : 'redeem-option redeem-option--locked'}
              >
                <p className="redeem-option__title">{option.title}</p>
                <p className="redeem-option__description">{option.description}</p>
                <p className="redeem-option__points">{option.points} points</p>
                <button
                  type="button"
                  className="button button--soft button--block"
                  disabled={!enabled}
                  onClick={() =>
                    setNote(`Redeeming “${option.title}” is coming soon. Your points are safe!`)
                  }
                >
                  {enabled ? 'Redeem' : `Needs ${option.points} points`}
                </button>
              </li>
            );
          })}
        </ul>
        <p className="rewards__note" role="status">
          {note}
        </p>
      </section>

      <PointsHistory token={token} />
    </div>
  );
}
