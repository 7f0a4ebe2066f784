import { progressLabel, type Achievement, type AchievementLists, formatDate } from '@kawaii/shared';
import { progressPercent } from './dashboard-helpers.ts';
import { achievementSymbol } from './achievement-icons.ts';

const PROGRESS_LABELS = ['Beginner', 'Collector', 'Master'] as const;

/** 'Your Achievements': the progress bar, then unlocked and locked cards. */
export function AchievementsTab({ achievements }: { achievements: AchievementLists }) {
  const { unlocked, locked } = achievements;
  const total = unlocked.length + locked.length;
  return (
    <section aria-labelledby="your-achievements">
      <h2 id="your-achievements" className="dashboard__title">
        Your Achievements
      </h2>
      {total === 0 ? (
        <p className="empty-note">
          No achievements available yet. Start shopping to unlock achievements!
        </p>
      ) : (
        <>
          <AchievementProgress unlocked={unlocked.length} total={total} />
          <ul className="achievement-grid">
            {unlocked.map((achievement) => (
              <AchievementCard key={achievement.id} achievement={achievement} unlocked />
            ))}
            {locked.map((achievement) => (
              <AchievementCard key={achievement.id} achievement={achievement} unlocked={false} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function AchievementProgress({ unlocked, total }: { unlocked: number; total: number }) {
  const level = progressLabel(unlocked, total);
  return (
    <div className="achievement-progress">
      <p className="achievement-progress__summary">
        <strong>
          {unlocked} of {total}
        </strong>{' '}
        unlocked · <span className="achievement-progress__level">{level}</span>
      </p>
      <div
        className="achievement-progress__track"
        role="progressbar"
        aria-label="Achievements unlocked"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={unlocked}
        aria-valuetext={`${unlocked} of ${total} unlocked, ${level}`}
      >
        <span
          className="achievement-progress__fill"
          style={{ width: `${progressPercent(unlocked, total)}%` }}
        />
      </div>
      <ol className="achievement-progress__labels" aria-hidden="true">
        {PROGRESS_LABELS.map((label) => (
          <li key={label} className={label === level ? 'is-current' : undefined}>
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
}

function AchievementCard({
  achievement,
  unlocked,
}: {
  achievement: Achievement;
  unlocked: boolean;
}) {
  return (
    <li className={unlocked ? 'achievement-card' : 'achievement-card achievement-card--locked'}>
      <span className="achievement-card__icon" aria-hidden="true">
        {achievementSymbol(achievement)}
      </span>
      <h3 className="achievement-card__name">
        {achievement.name}
        {!unlocked && <span className="visually-hidden"> (locked)</span>}
      </h3>
      <p className="achievement-card__description">{achievement.description}</p>
      {unlocked && achievement.unlockedDate && (
        <p className="achievement-card__date">Unlocked {formatDate(achievement.unlockedDate)}</p>
      )}
      <p className="achievement-card__points">
        {unlocked
          ? `+${achievement.pointsReward} reward points`
          : `+${achievement.pointsReward} reward points when unlocked`}
      </p>
    </li>
  );
}
