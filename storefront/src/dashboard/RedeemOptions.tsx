// 'Ways to Redeem': the three options. Choosing one asks before any points are spent; an option
// the balance cannot pay says how many points it needs instead of failing quietly.

import { useState } from 'react';
import {
  REDEEM_OPTIONS,
  REWARD_CODE_MESSAGES,
  isRedeemOptionEnabled,
  type RedeemOption,
  type RewardCodeItem,
} from '@kawaii/shared';
import { StoredImage } from '../ui/StoredImage.tsx';
import type { CodeOutcome } from './use-reward-codes.ts';

interface RedeemOptionsProps {
  balance: number;
  /** Undefined while loading: the exclusive option waits to know whether one is chosen. */
  rewardItem: RewardCodeItem | null | undefined;
  redeem(option: RedeemOption['id']): Promise<CodeOutcome>;
  /** Tells the shopper what happened (the tab's live note). */
  say(message: string): void;
}

export function RedeemOptions({ balance, rewardItem, redeem, say }: RedeemOptionsProps) {
  const [asking, setAsking] = useState<RedeemOption['id'] | null>(null);
  const [busy, setBusy] = useState(false);

  function choose(option: RedeemOption) {
    if (balance < option.points) {
      say(REWARD_CODE_MESSAGES.notEnoughPoints(option.points, balance));
      setAsking(null);
      return;
    }
    say('');
    setAsking(option.id);
  }

  async function confirm(option: RedeemOption) {
    setBusy(true);
    const outcome = await redeem(option.id);
    setBusy(false);
    setAsking(null);
    say(
      outcome.ok
        ? `Your code ${outcome.code.code} is ready! Enter it at checkout.`
        : outcome.message,
    );
  }

  return (
    <ul className="redeem-options">
      {REDEEM_OPTIONS.map((option) => {
        const exclusive = option.id === 'exclusive-item';
        const enabled = isRedeemOptionEnabled(option, balance, Boolean(rewardItem));
        return (
          <li
            key={option.id}
            className={enabled ? 'redeem-option' : 'redeem-option redeem-option--locked'}
          >
            <p className="redeem-option__title">{option.title}</p>
            {exclusive ? (
              <ExclusiveItem item={rewardItem} fallback={option.description} />
            ) : (
              <p className="redeem-option__description">{option.description}</p>
            )}
            <p className="redeem-option__points">
              {option.points} points
              {balance < option.points && (
                <span className="redeem-option__to-go"> · {option.points - balance} to go</span>
              )}
            </p>
            {asking === option.id ? (
              <div className="redeem-option__confirm" role="group" aria-label={option.title}>
                <p>Spend {option.points} points on this?</p>
                <button
                  type="button"
                  className="button button--primary button--block"
                  disabled={busy}
                  onClick={() => void confirm(option)}
                >
                  {busy ? 'Redeeming...' : 'Yes, redeem'}
                </button>
                <button
                  type="button"
                  className="button button--ghost button--block"
                  disabled={busy}
                  onClick={() => setAsking(null)}
                >
                  Not now
                </button>
              </div>
            ) : (
              <button
                type="button"
                className="button button--soft button--block"
                disabled={!enabled}
                onClick={() => choose(option)}
              >
                {buttonText(option, enabled, balance, rewardItem)}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function buttonText(
  option: RedeemOption,
  enabled: boolean,
  balance: number,
  rewardItem: RewardCodeItem | null | undefined,
): string {
  if (enabled) return 'Redeem';
  if (option.id === 'exclusive-item' && rewardItem === null) return 'Coming soon';
  if (balance < option.points) return `Needs ${option.points} points`;
  return 'Redeem'; // still learning which item is on offer
}

function ExclusiveItem({
  item,
  fallback,
}: {
  item: RewardCodeItem | null | undefined;
  fallback: string;
}) {
  if (item === undefined) return <p className="redeem-option__description">{fallback}</p>;
  if (item === null) {
    return (
      <p className="redeem-option__description">
        {fallback}. No exclusive item has been chosen yet. Check back soon!
      </p>
    );
  }
  return (
    <div className="redeem-option__item">
      {item.image && (
        <StoredImage path={item.image} alt="" sizes="64px" className="redeem-option__thumb" />
      )}
      <p className="redeem-option__description">
        One <strong>{item.title}</strong>, free with your next order
        {item.stock <= 0 && ' (back soon: it is sold out right now)'}
      </p>
    </div>
  );
}
