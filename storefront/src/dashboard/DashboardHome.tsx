// The customer dashboard: a header with the shopper's name,
// member-since date and points, and seven tabs whose paths live in the URL.

import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, NavLink, useParams } from 'react-router';
import { createQueryClient } from '../query/query-client.ts';
import { LoadingShell } from '../ui/LoadingShell.tsx';
import { KawaiiFace } from '../ui/KawaiiFace.tsx';
import { useSession } from '../stores/session.ts';
import { AccountSecurity } from './AccountSecurity.tsx';
import { AchievementsTab } from './AchievementsTab.tsx';
import { CommissionsTab } from './CommissionsTab.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import { OrdersTab } from './OrdersTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { ProfileTab } from './ProfileTab.tsx';
import { RewardsTab } from './RewardsTab.tsx';
import { useDashboard, type Dashboard } from './use-dashboard.ts';
import { VerifyEmailNotice } from './VerifyEmailNotice.tsx';
import { WishlistTab } from './WishlistTab.tsx';
import { fetchMyOrders, type DashboardData } from '../api/account-api.ts';
import './Dashboard.css';

const TABS = [
  { path: '', label: 'Overview' },
  { path: 'orders', label: 'Order History' },
  { path: 'commissions', label: 'Commissions' },
  { path: 'achievements', label: 'Achievements' },
  { path: 'rewards', label: 'Rewards' },
  { path: 'wishlist', label: 'Wishlist' },
  { path: 'profile', label: 'Profile' },
] as const;
type TabPath = (typeof TABS)[number]['path'];

function isTabPath(path: string): path is TabPath {
  return TABS.some((tab) => tab.path === path);
}

export default function DashboardHome() {
  // The gate renders this only with a token.
  const token = useSession((state) => state.token) ?? '';
  const accountId = useSession((state) => state.user?._id) ?? '';
  // One cache per account: nothing read for one account is ever shown to another. Keyed by the
  // account, not the token: changing the password or signing out everywhere hands this account a
  // new token, and the screen (with its "Your password is changed" line) must stay as it is.
  return (
    <DashboardCache key={accountId}>
      <DashboardScreen token={token} />
    </DashboardCache>
  );
}

function DashboardCache({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function DashboardScreen({ token }: { token: string }) {
  const dashboard = useDashboard(token);
  const tab = (useParams()['*'] ?? '').replace(/\/$/, '');

  if (!isTabPath(tab)) return <Navigate to="/dashboard" replace />;
  const { load } = dashboard;
  if (load.status === 'loading') return <LoadingShell label="Opening your dashboard..." />;
  if (load.status === 'failed') return <DashboardFailed />;

  return (
    <section className="dashboard container page-body">
      <DashboardHeader user={load.data.user} />
      <VerifyEmailNotice user={load.data.user} token={token} />
      <nav className="dashboard-tabs" aria-label="Dashboard">
        <ul>
          {TABS.map(({ path, label }) => (
            <li key={path}>
              <NavLink
                className="dashboard-tabs__link"
                to={path ? `/dashboard/${path}` : '/dashboard'}
                end
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="dashboard__panel">
        <TabContent tab={tab} data={load.data} dashboard={dashboard} token={token} />
      </div>
    </section>
  );
}

function TabContent({
  tab,
  data,
  dashboard,
  token,
}: {
  tab: TabPath;
  data: DashboardData;
  dashboard: Dashboard;
  token: string;
}) {
  const signIn = useSession((state) => state.signIn);
  switch (tab) {
    case '':
      return <OverviewTab data={data} />;
    case 'orders':
      return (
        <OrdersTab
          orders={data.orders}
          nextCursor={data.ordersNextCursor}
          readOlder={(cursor) => fetchMyOrders(fetch, token, cursor)}
        />
      );
    case 'commissions':
      return <CommissionsTab token={token} />;
    case 'achievements':
      return <AchievementsTab achievements={data.achievements} />;
    case 'rewards':
      return (
        <RewardsTab
          balance={data.user.rewardPoints}
          token={token}
          showBalance={(rewardPoints) => dashboard.showUser({ ...data.user, rewardPoints })}
        />
      );
    case 'wishlist':
      return <WishlistTab token={token} />;
    case 'profile':
      return (
        <>
          <ProfileTab user={data.user} token={token} dashboard={dashboard} />
          <AccountSecurity
            user={data.user}
            token={token}
            onSession={(session) => {
              signIn(session.token, session.user);
              dashboard.showUser(session.user);
            }}
          />
        </>
      );
  }
}

function DashboardFailed() {
  return (
    <section className="dashboard container page-body">
      <div className="dashboard-failed" role="alert">
        <p className="dashboard-failed__face">
          <KawaiiFace mood="teary" />
        </p>
        <p className="dashboard-failed__text">
          Failed to load dashboard data. Please try again later.
        </p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          Refresh Page
        </button>
      </div>
    </section>
  );
}
