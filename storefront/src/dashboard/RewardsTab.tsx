import { useCallback, useRef, useState } from 'react';
import { RedeemOptions } from './RedeemOptions.tsx';
import { RewardCodesList } from './RewardCodesList.tsx';
import { PointsHistory } from './PointsHistory.tsx';
import { useRewardCodes } from './use-reward-codes.ts';

interface RewardsTabProps {
  balance: number;
  token: string;
  /** A redemption or a code given back changed the balance. */
  showBalance(points: number): void;
}

/** 'Reward Points': the balance, the three redeem options, the codes and the Points History. */
export function RewardsTab({ balance, token, showBalance }: RewardsTabProps) {
  const optionsRef = useRef<HTMLHeadingElement>(null);
  const [note, setNote] = useState('');
  const codes = useRewardCodes(token, showBalance);
  const say = useCallback((message: string) => setNote(message), []);

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
        <RedeemOptions
          balance={balance}
          rewardItem={codes.load.status === 'ready' ? codes.load.rewardItem : undefined}
          redeem={codes.redeem}
          say={say}
        />
        <p className="rewards__note" role="status">
          {note}
        </p>
      </section>

      <section className="reward-codes-section" aria-labelledby="reward-codes">
        <h3 id="reward-codes" className="rewards__subtitle">
          Your Reward Codes
        </h3>
        <RewardCodesList load={codes.load} giveBack={codes.giveBack} say={say} />
      </section>

      <PointsHistory token={token} />
    </div>
  );
}
