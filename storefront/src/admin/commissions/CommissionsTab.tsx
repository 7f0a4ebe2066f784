// The commissions queue: requests by status, each opening its card with the references, the
// quote form, stage posts, payments and the moves to shipping. Every step goes through the
// AdminApi, so the studio shows the same screen.

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMMISSION_STATUSES,
  COMMISSION_STATUS_LABELS,
  type CommissionSettings,
  type CommissionStatus,
} from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { queryKeyFor } from '../../query/query-keys.ts';
import { ListReadStatus } from '../shell/ListReadStatus.tsx';
import { CommissionCard } from './CommissionCard.tsx';
import { CommissionSettingsForm } from './CommissionSettingsForm.tsx';
import { UnsentSteps } from './UnsentSteps.tsx';
import '../desk-toolbar.css';
import './CommissionsTab.css';

type Filter = CommissionStatus | 'all';

export function CommissionsTab() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const status = filter === 'all' ? undefined : filter;
  const list = useQuery({
    queryKey: queryKeyFor('listCommissions', { status }),
    queryFn: () => api.listCommissions(status),
  });
  const settings = useQuery({
    queryKey: queryKeyFor('getCommissionSettings'),
    queryFn: () => api.getCommissionSettings(),
  });
  const counts = list.data?.counts ?? {};
  const reload = () => queryClient.invalidateQueries({ queryKey: ['listCommissions'] });

  return (
    <section className="commission-desk">
      <div className="desk-toolbar">
        <label className="commission-desk__filter">
          Show{' '}
          <select value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
            <option value="all">All commissions</option>
            {COMMISSION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {COMMISSION_STATUS_LABELS[value]} ({counts[value] ?? 0})
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button--ghost" onClick={() => void reload()}>
          Refresh
        </button>
      </div>
      {settings.data && (
        <details className="commission-step commission-desk__settings">
          <summary>{settingsSummary(settings.data)}</summary>
          <CommissionSettingsForm
            settings={settings.data}
            onSave={async (next) => {
              const saved = await api.saveCommissionSettings(next);
              queryClient.setQueryData(queryKeyFor('getCommissionSettings'), saved);
              await reload();
            }}
          />
        </details>
      )}
      <UnsentSteps />
      <div className="commission-desk__list" aria-busy={list.isFetching}>
        <ListReadStatus
          error={list.isError ? 'Could not load the commissions. Please try again.' : null}
          loadingFirst={list.isPending}
          loadingText="Loading commissions..."
        />
        {list.data && list.data.commissions.length === 0 && (
          <p className="empty-note">No commissions here yet.</p>
        )}
        {list.data?.commissions.map((commission) => (
          <CommissionCard key={commission._id} commission={commission} onChanged={reload} />
        ))}
      </div>
    </section>
  );
}

/** "Commission settings: open, 2 slots". */
function settingsSummary(settings: CommissionSettings): string {
  const slots = settings.slots === 1 ? '1 slot' : `${settings.slots} slots`;
  return `Commission settings: ${settings.status === 'waitlist' ? 'waitlist only' : settings.status}, ${slots}`;
}
