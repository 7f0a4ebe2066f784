// The admin sidebar's tabs and where the current one lives in the URL:
// /admin?tab=artworks, or /admin/artworks; blog when none (or one this user may not open) is named.

import type { Role } from '@kawaii/shared';

export const ADMIN_TABS = [
  { id: 'blog', label: 'Blog Posts' },
  { id: 'artworks', label: 'Artworks' },
  { id: 'shop', label: 'Shop Items' },
  { id: 'categories', label: 'Categories' },
  { id: 'games', label: 'Games' },
  { id: 'orders', label: 'Orders' },
  { id: 'promotions', label: 'Promotions' },
  { id: 'reports', label: 'Reports' },
  { id: 'enquiries', label: 'Enquiries' },
  { id: 'commissions', label: 'Commissions' },
  { id: 'emails', label: 'Emails' },
  { id: 'newsletter', label: 'Newsletter' },
  { id: 'stats', label: 'Stats' },
  { id: 'settings', label: 'Settings' },
  { id: 'users', label: 'Users' },
  { id: 'activity', label: 'Activity' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];
export type AdminTab = (typeof ADMIN_TABS)[number];

export const DEFAULT_ADMIN_TAB: AdminTabId = 'blog';

/** Accounts and the activity log are the super admin's; the server refuses them to others too. */
const SUPERADMIN_TABS: ReadonlySet<AdminTabId> = new Set(['users', 'activity']);

export function mayOpenTab(tab: AdminTabId, role: Role): boolean {
  return !SUPERADMIN_TABS.has(tab) || role === 'superadmin';
}

export function tabsFor(role: Role): AdminTab[] {
  return ADMIN_TABS.filter((tab) => mayOpenTab(tab.id, role));
}

function allowedTab(name: string | null | undefined, role: Role): AdminTabId | null {
  return tabsFor(role).find((tab) => tab.id === name)?.id ?? null;
}

/** The tab a location names: ?tab= first, then the path segment after basePath. */
export function tabFromLocation(
  location: { pathname: string; search: string },
  basePath: string,
  role: Role,
): AdminTabId {
  const fromQuery = allowedTab(new URLSearchParams(location.search).get('tab'), role);
  if (fromQuery) return fromQuery;
  const base = basePath.replace(/\/+$/, '');
  const rest = location.pathname.startsWith(`${base}/`)
    ? location.pathname.slice(base.length + 1)
    : '';
  return allowedTab(rest.split('/')[0], role) ?? DEFAULT_ADMIN_TAB;
}

export function tabHref(basePath: string, tab: AdminTabId): string {
  return `${basePath.replace(/\/+$/, '') || '/'}?tab=${tab}`;
}
