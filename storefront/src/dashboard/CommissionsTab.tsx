// Commissions: the signed-in client's custom pieces, each with its status, its place in the
// queue and what is due, linking to its private page (the quote, payments and progress).

import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  COMMISSION_STATUS_LABELS,
  commissionPagePath,
  formatCents,
  formatDate,
  type CommissionClientView,
} from '@kawaii/shared';
import { apiClient } from '../api/client.ts';
import { queryKeyFor } from '../query/query-keys.ts';

/** The dashboard's cache belongs to one signed-in account, so the key needs no more than this. */
const COMMISSIONS_KEY = queryKeyFor('listMyCommissions');

export function CommissionsTab({ token }: { token: string }) {
  const { data: commissions, isError: failed } = useQuery({
    queryKey: COMMISSIONS_KEY,
    queryFn: () => apiClient(fetch, token).listMyCommissions({}),
  });

  return (
    <section aria-labelledby="my-commissions">
      <h2 id="my-commissions" className="dashboard__title">
        Commissions
      </h2>
      {failed && (
        <p className="form-error" role="alert">
          Your commissions could not be loaded. Please try again later.
        </p>
      )}
      {!commissions && !failed && <p>Loading your commissions…</p>}
      {commissions && commissions.length === 0 && (
        <p className="empty-note">
          You have no commissions yet. <Link to="/commissions">Ask for a custom piece</Link>
        </p>
      )}
      {commissions && commissions.length > 0 && (
        <ul className="my-commissions">
          {commissions.map((commission) => (
            <li key={commission.number} className="my-commission">
              <Link
                className="my-commission__link"
                to={commissionPagePath(commission.number)}
                aria-label={`Commission #${commission.number}: ${COMMISSION_STATUS_LABELS[commission.status]}`}
              >
                <span className="my-commission__number">#{commission.number}</span>
                <span className={`commission-status commission-status--${commission.status}`}>
                  {COMMISSION_STATUS_LABELS[commission.status]}
                </span>
                <span className="my-commission__what">{commission.size}</span>
                <span className="my-commission__due">{dueText(commission)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the client has to do or wait for, in a few words. */
export function dueText(commission: CommissionClientView): string {
  const { money, quote } = commission;
  if (commission.status === 'quoted' && quote) {
    return `Quote of ${formatCents(quote.priceCents)} waiting for your answer until ${formatDate(quote.expiresAt)}`;
  }
  if (money && money.dueNowCents > 0) return `${formatCents(money.dueNowCents)} due now`;
  if (commission.queuePosition !== null && commission.status !== 'shipped') {
    const place = `Number ${commission.queuePosition} in the queue`;
    return money && money.balanceCents > 0
      ? `${place} · ${formatCents(money.balanceCents)} still to pay later`
      : place;
  }
  if (commission.delivery) return `Shipped as order ${commission.delivery.orderId}`;
  return `Asked on ${formatDate(commission.createdAt)}`;
}
