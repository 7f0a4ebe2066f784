import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { Achievement, Order } from '@kawaii/shared';
import { AchievementsTab } from './AchievementsTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { RewardsTab } from './RewardsTab.tsx';

const achievement = (id: string, unlockedDate: string | null): Achievement => ({
  id,
  icon: '🎀',
  name: `Name ${id}`,
  description: `About ${id}`,
  pointsReward: 20,
  unlockedDate,
});

const order = (id: string): Order => ({
  _id: id,
  orderId: `KA-${id}`,
  status: 'paid',
  items: [],
  total: 12,
  shipping: 0,
  shippingZone: null,
  shippingAddress: null,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  expiresAt: null,
  timeline: [],
  rewardPointsEarned: 12,
  achievements: [],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

const user = {
  _id: 'u1',
  name: 'Mia',
  email: 'mia@example.com',
  role: 'user' as const,
  isGoogleUser: false,
  emailVerified: true,
  pendingEmail: null,
  phone: '',
  address: '',
  instagram: '',
  twitter: '',
  memberSince: '2026-01-05T00:00:00.000Z',
  rewardPoints: 1999,
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('Overview', () => {
  it('shows the first 3 achievements with +N more, and the 3 latest orders', () => {
    const unlocked = ['a', 'b', 'c', 'd', 'e'].map((id) => achievement(id, '2026-03-01T00:00:00Z'));
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OverviewTab
          data={{
            user,
            orders: ['1', '2', '3', '4'].map(order),
            achievements: { unlocked, locked: [achievement('z', null)] },
          }}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('Name c');
    expect(html).not.toContain('Name d');
    expect(text(html)).toContain('+2 more');
    expect(html).toContain('KA-3');
    expect(html).not.toContain('KA-4');
    expect(html).toContain('View All Orders');
    expect(text(html)).toContain('5 /6 Achievements');
  });

  it('says when there are no achievements yet', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OverviewTab data={{ user, orders: [], achievements: { unlocked: [], locked: [] } }} />
      </MemoryRouter>,
    );
    expect(html).toContain('No achievements yet');
  });
});

describe('Achievements', () => {
  it('shows progress with its label, and the points of unlocked and locked cards', () => {
    const html = text(
      renderToStaticMarkup(
        <AchievementsTab
          achievements={{
            unlocked: [achievement('a', '2026-03-02T00:00:00Z')],
            locked: [achievement('b', null), achievement('c', null)],
          }}
        />,
      ),
    );
    expect(html).toContain('Your Achievements');
    expect(html).toContain('1 of 3 unlocked · Collector');
    expect(html).toContain('Unlocked March 2, 2026');
    expect(html).toContain('+20 reward points when unlocked');
    expect(html.match(/\+20 reward points(?! when)/g)).toHaveLength(1);
  });

  it('has an empty state', () => {
    expect(
      renderToStaticMarkup(<AchievementsTab achievements={{ unlocked: [], locked: [] }} />),
    ).toContain('No achievements available yet. Start shopping to unlock achievements!');
  });
});

describe('Rewards', () => {
  it('disables only the exclusive item below 2000 points', () => {
    const html = renderToStaticMarkup(<RewardsTab balance={1999} token="t" />);
    expect(html).toContain('Reward Points');
    expect(html).toContain('Redeem Points');
    expect(html.match(/<button[^>]*disabled=""[^>]*>Needs 2000 points/g)).toHaveLength(1);
    expect(html.match(/>Redeem<\/button>/g)).toHaveLength(2);
    const rich = renderToStaticMarkup(<RewardsTab balance={2000} token="t" />);
    expect(rich.match(/>Redeem<\/button>/g)).toHaveLength(3);
  });
});
