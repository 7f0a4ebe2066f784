// 'Your Reward Codes': each code to copy and enter at checkout, what it gives, and where it went.

import { useState } from 'react';
import { type RewardCode, formatDate } from '@kawaii/shared';
import type { CodeOutcome, RewardCodesLoad } from './use-reward-codes.ts';

interface RewardCodesListProps {
  load: RewardCodesLoad;
  giveBack(code: string): Promise<CodeOutcome>;
  say(message: string): void;
}

export function RewardCodesList({ load, giveBack, say }: RewardCodesListProps) {
  if (load.status === 'loading') {
    return (
      <p className="loading-note" role="status">
        Finding your codes...
      </p>
    );
  }
  if (load.status === 'failed') {
    return <p className="empty-note">We could not load your codes just now. Please try again.</p>;
  }
  if (load.codes.length === 0) {
    return (
      <p className="empty-note">
        No codes yet. Redeem your points above and your code will wait for you here.
      </p>
    );
  }
  return (
    <ul className="reward-codes">
      {load.codes.map((code) => (
        <RewardCodeCard key={code.code} code={code} giveBack={giveBack} say={say} />
      ))}
    </ul>
  );
}

const STATUS_TEXT: Record<RewardCode['status'], (code: RewardCode) => string> = {
  ready: () => 'Ready to use',
  used: (code) => (code.usedOn ? `Used on order ${code.usedOn}` : 'Used'),
  refunded: () => 'Points returned',
};

function RewardCodeCard({
  code,
  giveBack,
  say,
}: {
  code: RewardCode;
  giveBack(code: string): Promise<CodeOutcome>;
  say(message: string): void;
}) {
  const [busy, setBusy] = useState(false);
  const ready = code.status === 'ready';

  async function copy() {
    try {
      await navigator.clipboard.writeText(code.code);
      say(`Copied ${code.code}. Paste it at checkout!`);
    } catch {
      say(`Your code is ${code.code}.`);
    }
  }

  async function returnIt() {
    setBusy(true);
    const outcome = await giveBack(code.code);
    setBusy(false);
    say(outcome.ok ? `${code.points} points are back in your balance.` : outcome.message);
  }

  return (
    <li className={`reward-code reward-code--${code.status}`}>
      <div className="reward-code__head">
        <p className="reward-code__title">{code.title}</p>
        <span className={`reward-code__status reward-code__status--${code.status}`}>
          {STATUS_TEXT[code.status](code)}
        </span>
      </div>
      <p className="reward-code__code">
        <code>{code.code}</code>
      </p>
      <p className="reward-code__meta">
        {code.points} points · {formatDate(code.createdAt)}
        {ready && ' · Enter it at checkout'}
      </p>
      {ready && (
        <div className="reward-code__actions">
          <button type="button" className="button button--primary" onClick={() => void copy()}>
            Copy code
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => void returnIt()}
          >
            {busy ? 'Giving back...' : `Give back for ${code.points} points`}
          </button>
        </div>
      )}
    </li>
  );
}
