import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Pagination, type RewardTransaction, formatDate } from '@kawaii/shared';
import { fetchRewardHistory } from '../api/account-api.ts';
import { queryKeyFor } from '../query/query-keys.ts';
import { sampleTransactions, signedPoints, transactionTypeText } from './dashboard-helpers.ts';

type HistoryLoad =
  | { status: 'loading' }
  | { status: 'ready'; transactions: RewardTransaction[]; pagination: Pagination }
  /** The history could not be read: three sample transactions stand in, so the tab is not empty. */
  | { status: 'sample'; transactions: RewardTransaction[]; pagination: Pagination };

/**
 * The Points History table, 10 a page, with Previous/Next when there is more than one page.
 * Spending or returning points invalidates it, so it reads itself again.
 */
export function PointsHistory({ token }: { token: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: queryKeyFor('getRewardHistory', { page }),
    queryFn: () => fetchRewardHistory(fetch, token, page),
    // Another page keeps the one shown until it arrives.
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (query.error)
      console.error(query.error instanceof Error ? query.error.message : query.error);
  }, [query.error]);
  const sample = useMemo(() => sampleTransactions(new Date()), []);
  let load: HistoryLoad;
  if (query.error) load = { status: 'sample', ...sample };
  else if (query.data) load = { status: 'ready', ...query.data };
  else load = { status: 'loading' };

  return (
    <section className="points-history" aria-labelledby="points-history">
      <h3 id="points-history" className="rewards__subtitle">
        Points History
      </h3>
      {load.status === 'loading' ? (
        <p className="loading-note" role="status">
          Counting your points...
        </p>
      ) : (
        <>
          {load.status === 'sample' && (
            <p className="points-history__sample" role="status">
              We could not load your history just now, so here is an example of how it looks.
            </p>
          )}
          <HistoryTable transactions={load.transactions} />
          <HistoryPages pagination={load.pagination} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function HistoryTable({ transactions }: { transactions: RewardTransaction[] }) {
  if (transactions.length === 0) {
    return <p className="empty-note">No point transactions found.</p>;
  }
  return (
    <div className="points-table__scroll">
      <table className="points-table">
        <thead>
          <tr>
            <th scope="col">Transaction</th>
            <th scope="col">Date</th>
            <th scope="col" className="points-table__points">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction._id}>
              <td>
                <span className={`points-type points-type--${transaction.type}`}>
                  {transactionTypeText(transaction.type)}
                </span>
                <span className="points-table__description">{transaction.description}</span>
              </td>
              <td className="points-table__date">{formatDate(transaction.createdAt)}</td>
              <td
                className={
                  transaction.amount > 0
                    ? 'points-table__points points-table__points--in'
                    : 'points-table__points points-table__points--out'
                }
              >
                {signedPoints(transaction.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoryPages({
  pagination,
  onPage,
}: {
  pagination: Pagination;
  onPage(page: number): void;
}) {
  const { page } = pagination;
  // An empty history still reads 'page 1 of 1', never 'of 0'.
  const pages = Math.max(1, pagination.pages);
  return (
    <div className="points-pages">
      {pages > 1 && (
        <button
          type="button"
          className="button button--ghost"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
      )}
      <p className="points-pages__text">
        Showing page {page} of {pages}
      </p>
      {pages > 1 && (
        <button
          type="button"
          className="button button--ghost"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      )}
    </div>
  );
}
