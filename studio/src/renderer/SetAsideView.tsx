import { useCallback, useEffect, useState } from 'react';
import { differingFields } from '@kawaii/storefront/admin';
import type { SetAsideCopy } from '../bridge/studio-operations.ts';
import type { StudioCall } from './studio-calls.ts';
import { COLLECTION_LABELS } from './sync-status-text.ts';
import { formatLocalDateTime } from '@kawaii/shared';

interface SetAsideViewProps {
  call: StudioCall;
  /** After a restore: the lists and the sync status change. */
  onRestored(): void;
}

/** Her version's fields, in the words of the conflict dialog. */
function fieldsOf(copy: SetAsideCopy) {
  return differingFields(copy.record, {});
}

// Her versions she did not send ("Take the shop's"): never thrown away. She can look at one
// again, restore it (saved again on top of the shop's version), or let it go.
export function SetAsideView({ call, onRestored }: SetAsideViewProps) {
  const [copies, setCopies] = useState<SetAsideCopy[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void call('listSetAside').then(setCopies);
  }, [call]);

  const act = useCallback(
    (operation: 'restoreSetAside' | 'discardSetAside', copyId: string) => {
      setBusy(true);
      void call(operation, copyId)
        .then((next) => {
          setCopies(next);
          if (operation === 'restoreSetAside') onRestored();
        })
        .finally(() => setBusy(false));
    },
    [call, onRestored],
  );

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
