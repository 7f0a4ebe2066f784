import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { CommissionClientView } from '@kawaii/shared';
import { createQueryClient } from '../query/query-client.ts';
import { queryKeyFor } from '../query/query-keys.ts';
import { CommissionsTab, dueText } from './CommissionsTab.tsx';

const commission = (changes: Partial<CommissionClientView>): CommissionClientView => ({
  number: 101,
  status: 'requested',
  name: 'Mia',
  description: 'Suki',
  size: 'Doll 1/6 (YOSD)',
  budgetMinCents: null,
  budgetMaxCents: null,
  wantedBy: null,
  references: [],
  quote: null,
  stages: [],
  payments: [],
  money: null,
  queuePosition: 2,
  declineMessage: null,
  delivery: null,
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  ...changes,
});

const QUOTE = {
  priceCents: 40_000,
  timeline: '10 weeks',
  milestones: [],
  expiresAt: '2026-11-16T10:00:00.000Z',
  sentAt: '2026-11-02T10:00:00.000Z',
};

function render(commissions: CommissionClientView[]) {
  const client = createQueryClient();
  client.setQueryData(queryKeyFor('listMyCommissions'), commissions);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CommissionsTab token="t" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the dashboard’s commissions', () => {
  it('lists each commission with its status and what is due, linking to its page', () => {
    const html = render([
      commission({ number: 102, status: 'quoted', quote: QUOTE, queuePosition: 1 }),
      commission({
        number: 101,
        status: 'in_progress',
        quote: QUOTE,
        money: { priceCents: 40_000, paidCents: 20_000, balanceCents: 20_000, dueNowCents: 0 },
        queuePosition: 1,
      }),
    ]);
    expect(html).toContain('href="/commissions/102"');
    expect(html).toContain('href="/commissions/101"');
    expect(html).toContain('Quoted');
    expect(html).toContain('Quote of $400.00 waiting for your answer until November 16, 2026');
    expect(html).toContain('In progress');
    expect(html).toContain('Number 1 in the queue · $200.00 still to pay later');
  });

  it('says what is due now, and where a shipped piece went', () => {
    const money = { priceCents: 40_000, paidCents: 20_000, balanceCents: 20_000, dueNowCents: 0 };
    expect(
      dueText(commission({ status: 'awaiting_payment', money: { ...money, dueNowCents: 20_000 } })),
    ).toBe('$200.00 due now');
    expect(
      dueText(
        commission({
          status: 'shipped',
          queuePosition: null,
          delivery: {
            orderId: 'KA-10050',
            orderPath: '/order/KA-10050?key=k',
            carrier: 'USPS',
            trackingNumber: '1',
            trackingUrl: null,
          },
        }),
      ),
    ).toBe('Shipped as order KA-10050');
  });

  it('invites a first request when there is none', () => {
    expect(render([])).toContain('Ask for a custom piece');
  });
});
