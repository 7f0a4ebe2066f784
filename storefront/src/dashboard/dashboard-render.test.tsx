import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { orderTotals, type Achievement, type Order } from '@kawaii/shared';
import { createQueryClient } from '../query/query-client.ts';
import { AchievementsTab } from './AchievementsTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { RedeemOptions } from './RedeemOptions.tsx';
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
  discount: 0,
  rewardCode: null,
  promoCode: null,
  promoDiscount: 0,
  totals: orderTotals({ lines: [{ unitCents: 1200, quantity: 1 }], payments: [1200] }),
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
  shippingAddress: null,
  instagram: '',
  twitter: '',
  memberSince: '2026-01-05T00:00:00.000Z',
  rewardPoints: 1999,
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('Overview', () => {
  it('shows the first 3 achievements with +N more, the 3 latest orders and the order count', () => {
    const unlocked = ['a', 'b', 'c', 'd', 'e'].map((id) => achievement(id, '2026-03-01T00:00:00Z'));
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OverviewTab
          data={{
            user,
            orders: ['1', '2', '3', '4'].map(order),
            // The dashboard holds the newest page; the count is of every order.
            orderCount: 24,
            ordersNextCursor: '2026-01-01T00:00:00.000Z|4',
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
    expect(text(html)).toContain('24 Orders');
  });

  it('says when there are no achievements yet', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OverviewTab
          data={{
            user,
            orders: [],
            orderCount: 0,
            ordersNextCursor: null,
            achievements: { unlocked: [], locked: [] },
          }}
        />
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
  const bunny = {
    _id: 'p1',
    title: 'Moon Bunny',
    image: null,
    price: 54,
    discountPrice: null,
    stock: 2,
  };
  const options = (balance: number, rewardItem: typeof bunny | null | undefined) =>
    renderToStaticMarkup(
      <RedeemOptions
        balance={balance}
        rewardItem={rewardItem}
        redeem={() => Promise.resolve({ ok: false, message: '' })}
        say={() => {}}
      />,
    );

  it('shows the balance, the Redeem Points button and the codes', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={createQueryClient()}>
        <RewardsTab balance={1999} token="t" showBalance={() => {}} />
      </QueryClientProvider>,
    );
    expect(html).toContain('Reward Points');
    expect(html).toContain('Redeem Points');
    expect(html).toContain('Your Reward Codes');
    expect(html).toContain('Points History');
  });

  it('disables only the exclusive item below 2000 points', () => {
    const html = options(1999, bunny);
    expect(html.match(/<button[^>]*disabled=""[^>]*>Needs 2000 points/g)).toHaveLength(1);
    expect(html.match(/>Redeem<\/button>/g)).toHaveLength(2);
    expect(html).toContain('One <strong>Moon Bunny</strong>, free with your next order');
    expect(options(2000, bunny).match(/>Redeem<\/button>/g)).toHaveLength(3);
  });

  it('disables the exclusive item, and says so, while staff have chosen none', () => {
    const html = options(5000, null);
    expect(html.match(/<button[^>]*disabled=""[^>]*>Coming soon/g)).toHaveLength(1);
    expect(html).toContain('No exclusive item has been chosen yet');
    expect(html.match(/>Redeem<\/button>/g)).toHaveLength(2);
  });

  it('says how many points an option still needs', () => {
    expect(options(120, bunny)).toContain('380 to go');
  });
});
