// The customer dashboard's welcome screen. Its tabs (orders, achievements, rewards, profile) are
// built in a later issue; until then it greets the signed-in user with what the session knows.

import { Link } from 'react-router';
import { useSession } from '../stores/session.ts';
import './DashboardHome.css';

const MEMBER_SINCE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const COMING_TABS = ['Overview', 'Order History', 'Achievements', 'Rewards', 'Profile'];

export default function DashboardHome() {
  const user = useSession((state) => state.user);
  if (!user) return null;
  return (
    <section className="dashboard-home container page-body">
      <header className="dashboard-home__header">
        <div>
          <p className="dashboard-home__kicker">My Dashboard</p>
          <h1>Hi, {user.name}!</h1>
          <p>Member since {MEMBER_SINCE.format(new Date(user.memberSince))}</p>
        </div>
        <p className="dashboard-home__points">
          <span className="dashboard-home__points-value">{user.rewardPoints}</span> reward points
        </p>
      </header>
      <div className="dashboard-home__card">
        <h2>Your corner is being stitched together</h2>
        <p>Very soon you will find these tabs here:</p>
        <ul className="dashboard-home__tabs">
          {COMING_TABS.map((tab) => (
            <li key={tab}>{tab}</li>
          ))}
        </ul>
        <Link className="button button--primary" to="/shop">
          Visit the Shop
        </Link>
      </div>
    </section>
  );
}
