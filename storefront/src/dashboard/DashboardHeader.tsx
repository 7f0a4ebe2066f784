import type { User } from '@kawaii/shared';
import { formatMonthYear } from '@kawaii/shared';

/** The name, member since (month and year) and the reward points. */
export function DashboardHeader({ user }: { user: User }) {
  return (
    <header className="dashboard-header">
      <div className="dashboard-header__avatar" aria-hidden="true">
        {user.name.trim().charAt(0).toUpperCase() || '♡'}
      </div>
      <div className="dashboard-header__who">
        <p className="dashboard-header__kicker">My Dashboard</p>
        <h1 className="dashboard-header__name">Hi, {user.name}!</h1>
        <p className="dashboard-header__since">Member since {formatMonthYear(user.memberSince)}</p>
      </div>
      <p className="dashboard-header__points">
        <span className="dashboard-header__points-value">{user.rewardPoints}</span>
        <span className="dashboard-header__points-label">reward points</span>
      </p>
    </header>
  );
}
