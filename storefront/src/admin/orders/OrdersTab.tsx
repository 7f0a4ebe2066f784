// The order desk: every order, filtered by status and searched by
// number, name or email; one order's details beside the list, where it moves along its workflow.

import { useState } from 'react';
import { SearchBox } from '../shell/SearchBox.tsx';
import { emptyOrdersMessage, NO_FILTERS, orderQueryOf, STATUS_FILTERS } from './order-filters.ts';
import { ExportOrdersButton } from './ExportOrdersButton.tsx';
import { OrderDetails } from './OrderDetails.tsx';
import { OrderList } from './OrderList.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useOrderList } from './use-order-list.ts';
import { useReadOrder } from './use-read-order.ts';
import { ShowOlderButton } from '../shell/ShowOlderButton.tsx';
import { ListReadStatus } from '../shell/ListReadStatus.tsx';
import '../desk-list.css';
import '../desk-toolbar.css';
import './OrdersTab.css';

export function OrdersTab() {
  const readOrder = useReadOrder();
  const [filters, setFilters] = useState(NO_FILTERS);
  const search = useDebouncedValue(filters.search);
  const query = orderQueryOf({ status: filters.status, search });
  const { state, replace, loadOlder } = useOrderList(query);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const orders = state.orders ?? [];
  const selected = orders.find((order) => order._id === selectedId) ?? null;

  function select(id: string) {
    setSelectedId(id);
    // The list may be minutes old: refresh this order in the background. If that fails, the
    // row's own data is still shown and the next move reports any problem.
    readOrder(id).then(replace, () => undefined);
  }

  return (
    <section className={`desk order-desk${selected ? ' desk--has-selection' : ''}`}>
      <div className="desk-toolbar order-desk__toolbar">
        <div className="desk-filters" role="group" aria-label="Show orders">
          {STATUS_FILTERS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              className="desk-filter"
              aria-pressed={filters.status === value}
              onClick={() => setFilters({ ...filters, status: value })}
            >
              {label}
              {value !== 'all' && state.counts && (
                // The filter keeps its plain name; the count is what sighted staff scan for.
                <span className="order-desk__count" aria-hidden="true">
                  {' '}
                  {value === 'refund_due' ? state.refundDueCount : state.counts[value]}
                </span>
              )}
            </button>
          ))}
        </div>
        <SearchBox
          label="Search orders"
          placeholder="Order number, name or email"
          value={filters.search}
          onValue={(value) => setFilters({ ...filters, search: value })}
        />
        <ExportOrdersButton query={query} />
      </div>

      <div className="desk__panes">
        <div className="desk__list" aria-busy={state.loading}>
          <ListReadStatus
            error={state.error}
            loadingFirst={state.orders === null && state.loading}
            loadingText="Loading orders..."
          />
          {state.orders !== null &&
            (orders.length === 0 ? (
              <p className="empty-note">{emptyOrdersMessage({ ...filters, search })}</p>
            ) : (
              <OrderList orders={orders} selectedId={selectedId} onSelect={select} />
            ))}
          <ShowOlderButton
            hasOlder={state.nextCursor !== null}
            loading={state.loading}
            onShow={loadOlder}
            what="orders"
          />
        </div>
        <div className="desk__details">
          {selected ? (
            <OrderDetails
              order={selected}
              onChanged={replace}
              onClose={() => setSelectedId(null)}
            />
          ) : (
            <p className="desk__hint">Choose an order to see its items, customer and history.</p>
          )}
        </div>
      </div>
    </section>
  );
}
