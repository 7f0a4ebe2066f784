import type { ConflictChoice, SyncConflict } from '../bridge/studio-operations.ts';
import { COLLECTION_LABELS, CONFLICT_EXPLANATIONS, fieldLabel } from './sync-status-text.ts';

interface ConflictsViewProps {
  conflicts: readonly SyncConflict[];
  /** The conflict being settled right now, whose buttons wait. */
  settlingId: string | null;
  onResolve(conflictId: string, choice: ConflictChoice): void;
}

// Each change the shop would not take as it was: what differs, and the artist's two choices.
export function ConflictsView({ conflicts, settlingId, onResolve }: ConflictsViewProps) {
  return (
    <section className="studio-page conflicts" aria-labelledby="conflicts-heading">
      <h1 id="conflicts-heading">Conflicts</h1>
      {conflicts.length === 0 ? (
        <p className="studio-note">
          No conflicts: everything you changed is on the shop or on its way.
        </p>
      ) : (
        <ul className="conflicts__list">
          {conflicts.map((conflict) => (
            <li key={conflict.id} className="studio-card conflict">
              <h2>
                <span className="conflict__kind">
                  {COLLECTION_LABELS[conflict.collection] ?? conflict.collection}
                </span>{' '}
                {conflict.title}
              </h2>
              <p>{CONFLICT_EXPLANATIONS[conflict.kind]}</p>
              {conflict.kind === 'rejected' && (
                <p className="conflict__message">The shop said: {conflict.message}</p>
              )}
              {conflict.differences.length > 0 && (
                <table className="conflict__differences">
                  <caption>What differs</caption>
                  <thead>
                    <tr>
                      <th scope="col">Field</th>
                      <th scope="col">Mine</th>
                      <th scope="col">The server's</th>
                    </tr>
                  </thead>
                  <tbody>
                    {conflict.differences.map((difference) => (
                      <tr key={difference.field}>
                        <th scope="row">{fieldLabel(difference.field)}</th>
                        <td>{difference.mine}</td>
                        <td>{difference.server}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <div className="conflict__actions">
                <button
                  type="button"
                  className="studio-button"
                  disabled={settlingId !== null}
                  onClick={() => onResolve(conflict.id, 'mine')}
                >
                  Keep mine
                </button>
                <button
                  type="button"
                  className="studio-button studio-button--soft"
                  disabled={settlingId !== null}
                  onClick={() => onResolve(conflict.id, 'server')}
                >
                  Take the server's
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
