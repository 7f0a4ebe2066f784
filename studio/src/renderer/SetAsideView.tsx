import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { differingFields } from '@kawaii/storefront/admin';
import type { SetAsideCopy } from '../bridge/studio-operations.ts';
import type { StudioCall } from './studio-calls.ts';
import { studioKey, studioQuery } from './studio-query.ts';
import { COLLECTION_LABELS } from './sync-status-text.ts';
import { formatLocalDateTime } from '@kawaii/shared';

interface SetAsideViewProps {
  call: StudioCall;
  /** After a restore: the lists and the sync status change. */
  onRestored(): void;
}

interface SetAsideAction {
  operation: 'restoreSetAside' | 'discardSetAside';
  copyId: string;
}

/** Her version's fields, in the words of the conflict dialog. */
function fieldsOf(copy: SetAsideCopy) {
  return differingFields(copy.record, {});
}

// Her versions she did not send ("Take the shop's"): never thrown away. She can look at one
// again, restore it (saved again on top of the shop's version), or let it go.
export function SetAsideView({ call, onRestored }: SetAsideViewProps) {
  const client = useQueryClient();
  const copies = useQuery(studioQuery(call, 'listSetAside')).data ?? null;
  // Both actions answer the list as it is now.
  const action = useMutation({
    mutationFn: ({ operation, copyId }: SetAsideAction) => call(operation, copyId),
    onSuccess: (next, { operation }) => {
      client.setQueryData(studioKey('listSetAside'), next);
      if (operation === 'restoreSetAside') onRestored();
    },
  });
  const busy = action.isPending;
  const act = (operation: SetAsideAction['operation'], copyId: string) =>
    action.mutate({ operation, copyId });

  return (
    <section className="studio-page set-aside" aria-labelledby="set-aside-heading">
      <h1 id="set-aside-heading">Set aside</h1>
      <p className="studio-note">
        Your versions you chose not to send. Restoring one saves it again, on top of what the shop
        has now.
      </p>
      {copies !== null && copies.length === 0 && <p className="studio-note">Nothing set aside.</p>}
      <ul className="conflicts__list">
        {(copies ?? []).map((copy) => (
          <li key={copy.id} className="studio-card" aria-labelledby={`set-aside-${copy.id}`}>
            <h2 id={`set-aside-${copy.id}`}>
              <span className="conflict__kind">
                {COLLECTION_LABELS[copy.collection] ?? copy.collection}
              </span>{' '}
              {copy.title}
            </h2>
            <p>
              Set aside {formatLocalDateTime(copy.setAsideAt)}: {copy.reason}
            </p>
            <details>
              <summary>Show my version</summary>
              <dl className="set-aside__fields">
                {fieldsOf(copy).map((field) => (
                  <div key={field.path} style={{ display: 'contents' }}>
                    <dt>{field.label}</dt>
                    <dd>{field.mine}</dd>
                  </div>
                ))}
              </dl>
            </details>
            <div className="conflict__actions">
              <button
                type="button"
                className="studio-button"
                disabled={busy}
                onClick={() => act('restoreSetAside', copy.id)}
              >
                Restore my version
              </button>
              <button
                type="button"
                className="studio-button studio-button--soft"
                disabled={busy}
                onClick={() => act('discardSetAside', copy.id)}
              >
                Let it go
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
