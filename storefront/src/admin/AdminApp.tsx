// The admin area: the sidebar and the open tab, around the AdminApi it is
// given. In a routed app (the web) the tab lives in the URL, /admin?tab=artworks or
// /admin/artworks; without a router (a studio window) it is plain state.

import { useEffect, useState, type ComponentType } from 'react';
import { useBlocker, useInRouterContext, useLocation, useNavigate } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AdminApi, User } from '@kawaii/shared';
import { AdminApiProvider } from './admin-api-context.tsx';
import {
  ADMIN_TABS,
  DEFAULT_ADMIN_TAB,
  mayOpenTab,
  tabFromLocation,
  tabHref,
  type AdminTabId,
} from './admin-tabs.ts';
import { ActivityTab } from './activity/index.ts';
import { AdminSidebar } from './AdminSidebar.tsx';
import { AdminQueryProvider } from './data/AdminQueryProvider.tsx';
import { ArtworksTab } from './artworks/ArtworksTab.tsx';
import { BlogTab } from './blog/BlogTab.tsx';
import { CategoriesTab } from './categories/CategoriesTab.tsx';
import { EmailsTab } from './emails/index.ts';
import { EnquiriesTab } from './enquiries/index.ts';
import { CommissionsTab } from './commissions/index.ts';
import { GamesTab } from './games/GamesTab.tsx';
import { NewsletterTab } from './newsletter/index.ts';
import { OrdersTab } from './orders/index.ts';
import { useAwaitingPaymentCount } from './orders/use-awaiting-payment.ts';
import { ProductsTab } from './products/ProductsTab.tsx';
import { PromotionsTab } from './promotions/PromotionsTab.tsx';
import { ReportsTab } from './reports/ReportsTab.tsx';
import { SettingsTab } from './settings/index.ts';
import { SiteUrlProvider } from './shell/site-url.tsx';
import { StatsTab } from './stats/index.ts';
import { UnsavedChangesProvider, useUnsavedChanges } from './shell/unsaved-changes.tsx';
import { UsersTab } from './users/index.ts';
// The shop's field styles (text areas, selects, hints) first: the admin's own rules refine them.
import '../cart/form-fields.css';
import './AdminApp.css';

export interface AdminAppProps {
  api: AdminApi;
  user: User;
  onLogout: () => void;
  /** Where the admin area is mounted in a routed app; '/admin' by default. */
  basePath?: string;
  /** The public site's origin for View links and images; '' (this origin) by default. */
  siteUrl?: string;
  /** Where an image path that is not the site's is shown from (the studio's own pictures). */
  imageHref?: (path: string) => string;
  /**
   * The cache of answers, for a host that invalidates it itself (the studio, after a sync); it
   * must hold only `user`'s answers. The admin area makes its own otherwise, one per account.
   */
  queryClient?: QueryClient;
}

const TAB_SCREENS: Record<AdminTabId, ComponentType> = {
  blog: BlogTab,
  artworks: ArtworksTab,
  shop: ProductsTab,
  categories: CategoriesTab,
  games: GamesTab,
  orders: OrdersTab,
  promotions: PromotionsTab,
  reports: ReportsTab,
  enquiries: EnquiriesTab,
  commissions: CommissionsTab,
  emails: EmailsTab,
  newsletter: NewsletterTab,
  stats: StatsTab,
  settings: SettingsTab,
  users: UsersTab,
  activity: ActivityTab,
};

export function AdminApp(props: AdminAppProps) {
  const routed = useInRouterContext();
  return (
    <AdminQueryProvider api={props.api} identity={props.user._id} client={props.queryClient}>
      <UnsavedChangesProvider>
        {routed ? <RoutedAdmin {...props} /> : <StandaloneAdmin {...props} />}
      </UnsavedChangesProvider>
    </AdminQueryProvider>
  );
}

/** In a routed app, another tab or leaving /admin is a navigation: held while a form has changes. */
function NavigationGuard() {
  const { hasChanges, confirmDiscard } = useUnsavedChanges();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasChanges() &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmDiscard(
      () => blocker.proceed(),
      () => blocker.reset(),
    );
  }, [blocker, confirmDiscard]);
  return null;
}

function RoutedAdmin({ basePath = '/admin', ...props }: AdminAppProps) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <NavigationGuard />
      <AdminLayout
        {...props}
        tab={tabFromLocation(location, basePath, props.user.role)}
        onSelect={(tab) => navigate(tabHref(basePath, tab))}
        hrefFor={(tab) => tabHref(basePath, tab)}
      />
    </>
  );
}

function StandaloneAdmin(props: AdminAppProps) {
  const [tab, setTab] = useState<AdminTabId>(DEFAULT_ADMIN_TAB);
  const { confirmDiscard } = useUnsavedChanges();
  const allowed = mayOpenTab(tab, props.user.role);
  return (
    <AdminLayout
      {...props}
      tab={allowed ? tab : DEFAULT_ADMIN_TAB}
      onSelect={(next) => confirmDiscard(() => setTab(next))}
    />
  );
}

interface AdminLayoutProps extends AdminAppProps {
  tab: AdminTabId;
  onSelect(tab: AdminTabId): void;
  hrefFor?: (tab: AdminTabId) => string;
}

function AdminLayout({
  api,
  user,
  onLogout,
  siteUrl = '',
  imageHref,
  tab,
  onSelect,
  hrefFor,
}: AdminLayoutProps) {
  const Screen = TAB_SCREENS[tab];
  const { confirmDiscard } = useUnsavedChanges();
  const label = ADMIN_TABS.find((candidate) => candidate.id === tab)?.label;
  const awaitingPayment = useAwaitingPaymentCount(api, tab);
  return (
    <AdminApiProvider api={api} role={user.role}>
      <SiteUrlProvider siteUrl={siteUrl} imageHref={imageHref}>
        <div className="admin-app">
          <AdminSidebar
            user={user}
            current={tab}
            onSelect={onSelect}
            hrefFor={hrefFor}
            badges={
              awaitingPayment
                ? {
                    orders: {
                      count: awaitingPayment,
                      description: `${awaitingPayment} awaiting payment`,
                    },
                  }
                : {}
            }
            onLogout={() => confirmDiscard(onLogout)}
          />
          {/* Not a <main>: the page around it (the site chrome, the studio window) has one. */}
          <div className="admin-app__main">
            <h1 className="admin-app__heading">{label}</h1>
            {/* Keyed by tab, so each tab starts fresh (its search, its open modal). */}
            <Screen key={tab} />
          </div>
        </div>
      </SiteUrlProvider>
    </AdminApiProvider>
  );
}
