// The admin sidebar: who is signed in, the tabs this role may open, and Logout.

import type { MouseEvent } from 'react';
import type { User } from '@kawaii/shared';
import { tabsFor, type AdminTabId } from './admin-tabs.ts';

const ROLE_LABELS = { user: 'User', admin: 'Admin', superadmin: 'Super Admin' } as const;

const TAB_ICONS: Record<AdminTabId, string> = {
  blog: '✎',
  artworks: '✿',
  shop: '♡',
  categories: '❖',
  games: '☆',
  orders: '✉',
  promotions: '%',
  reports: '▤',
  enquiries: '❀',
  commissions: '✂',
  emails: '✈',
  newsletter: '✦',
  stats: '▤',
  settings: '⚙',
  users: '☺',
  activity: '✧',
};

interface AdminSidebarProps {
  user: User;
  current: AdminTabId;
  onSelect(tab: AdminTabId): void;
  /** In a routed app each tab is a link (its URL); without a router, a button. */
  hrefFor?: (tab: AdminTabId) => string;
  /** Counts shown beside tabs, each with the words that say what it counts. */
  badges?: Partial<Record<AdminTabId, { count: number; description: string }>>;
  onLogout(): void;
}

export function AdminSidebar({
  user,
  current,
  onSelect,
  hrefFor,
  badges = {},
  onLogout,
}: AdminSidebarProps) {
  const follow = (tab: AdminTabId) => (event: MouseEvent) => {
    // Modified clicks keep their browser meaning (a new tab or window).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(tab);
  };

  return (
    <aside className="admin-sidebar">
      <div className="admin-sidebar__who">
        <p className="admin-sidebar__title">Admin Panel</p>
        <p className="admin-sidebar__user">
          <span>{user.name}</span>
          <span className="badge badge--compact badge--featured">{ROLE_LABELS[user.role]}</span>
        </p>
      </div>
      <nav className="admin-sidebar__nav" aria-label="Admin sections">
        <ul>
          {tabsFor(user.role).map((tab) => {
            const badge = badges[tab.id];
            const content = (
              <>
                <span className="admin-sidebar__icon" aria-hidden="true">
                  {TAB_ICONS[tab.id]}
                </span>
                {tab.label}
                {badge && badge.count > 0 && (
                  <>
                    {/* The number is for the eye; the description tells the rest. */}
                    <span className="admin-sidebar__badge" aria-hidden="true">
                      {badge.count}
                    </span>
                    <span id={`admin-badge-${tab.id}`} hidden aria-hidden="true">
                      {badge.description}
                    </span>
                  </>
                )}
              </>
            );
            const currentPage = tab.id === current ? 'page' : undefined;
            const describedBy = badge && badge.count > 0 ? `admin-badge-${tab.id}` : undefined;
            return (
              <li key={tab.id}>
                {hrefFor ? (
                  <a
                    className="admin-sidebar__tab"
                    href={hrefFor(tab.id)}
                    aria-current={currentPage}
                    aria-describedby={describedBy}
                    onClick={follow(tab.id)}
                  >
                    {content}
                  </a>
                ) : (
                  <button
                    type="button"
                    className="admin-sidebar__tab"
                    aria-current={currentPage}
                    aria-describedby={describedBy}
                    onClick={() => onSelect(tab.id)}
                  >
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <button
        type="button"
        className="button button--ghost admin-sidebar__logout"
        onClick={onLogout}
      >
        Logout
      </button>
    </aside>
  );
}
