// A scheduled sale in the admin list: its name, what it takes off and of what, when it runs, and
// whether it is running now, still to come or over (by this screen's clock; the shop's own clock
// decides the prices).

import type { ReactNode } from 'react';
import { formatLocalDateTime, saleSummary, type Sale } from '@kawaii/shared';
import { AdminCard } from '../shell/AdminCard.tsx';

function stateOf(sale: Sale, now: number): { label: string; muted: boolean } {
  if (now < Date.parse(sale.startsAt)) return { label: 'Scheduled', muted: true };
  if (now < Date.parse(sale.endsAt)) return { label: 'Running', muted: false };
  return { label: 'Ended', muted: true };
}

export function SaleCard({ item: sale, actions }: { item: Sale; actions: ReactNode }) {
  const state = stateOf(sale, Date.now());
  const covers = [
    sale.productIds.length > 0 &&
      `${sale.productIds.length} product${sale.productIds.length === 1 ? '' : 's'}`,
    sale.categoryIds.length > 0 &&
      `${sale.categoryIds.length} categor${sale.categoryIds.length === 1 ? 'y' : 'ies'}`,
  ].filter(Boolean);
  return (
    <AdminCard
      recordId={sale._id}
      image={null}
      imageAlt=""
      badges={
        <span className={`badge badge--compact${state.muted ? ' badge--muted' : ''}`}>
          {state.label}
        </span>
      }
      title={sale.name}
      actions={actions}
    >
      <p className="admin-card__text">
        {saleSummary(sale)} · {covers.join(' and ')}
      </p>
      <p className="admin-card__text">
        {formatLocalDateTime(sale.startsAt)} to {formatLocalDateTime(sale.endsAt)}
      </p>
    </AdminCard>
  );
}
