import { differingFields } from '@kawaii/storefront/admin';
import type {
  ConflictChoice,
  MissingFileChoice,
  SyncConflict,
} from '../bridge/studio-operations.ts';
import { MissingFileCard } from './MissingFileCard.tsx';
import { COLLECTION_LABELS, CONFLICT_EXPLANATIONS, fieldLabel } from './sync-status-text.ts';

interface ConflictsViewProps {
  conflicts: readonly SyncConflict[];
  /** The conflict being settled right now, whose buttons wait. */
  settlingId: string | null;
  /** Why the file chosen for a missing picture was refused. */
  fileProblem: { conflictId: string; message: string } | null;
  onResolve(conflictId: string, choice: ConflictChoice): void;
  onReplaceFile(conflictId: string, choice: MissingFileChoice): void;
}

interface ShownDifference {
  key: string;
  label: string;
  mine: string;
  server: string;
  bothChanged: boolean;
}

/** What differs, in the words of the web admin's conflict dialog (the storefront's diff). */
function shownDifferences(conflict: SyncConflict): ShownDifference[] {
  const bothChanged = new Set(conflict.conflictingFields);
  if (conflict.mine && conflict.server) {
    return differingFields(conflict.mine, conflict.server).map((difference) => ({
      key: difference.path,
      label: difference.label,
      mine: difference.note ? `${difference.mine} (${difference.note})` : difference.mine,
      server: difference.saved,
      bothChanged: bothChanged.has(difference.path),
    }));
  }
  return conflict.differences.map((difference) => ({
    key: difference.field,
    label: fieldLabel(difference.field),
    mine: difference.mine,
    server: difference.server,
    bothChanged: false,
  }));
}

// Each change the shop would not take as it was: what differs, and the artist's choices.
export function ConflictsView({
  conflicts,
  settlingId,
  fileProblem,
  onResolve,
  onReplaceFile,
}: ConflictsViewProps) {
  return (
    <section className="studio-page conflicts" aria-labelledby="conflicts-heading">
      <h1 id="conflicts-heading">Conflicts</h1>
      {conflicts.length === 0 ? (
        <p className="studio-note">
          No conflicts: everything you changed is on the shop or on its way.
        </p>
      ) : (
        <ul className="conflicts__list">
          {conflicts.map((conflict) =>
            conflict.missingFile ? (
              <MissingFileCard
                key={conflict.id}
                conflict={conflict}
                missingFile={conflict.missingFile}
                busy={settlingId !== null}
                problem={fileProblem?.conflictId === conflict.id ? fileProblem.message : null}
                onReplaceFile={(choice) => onReplaceFile(conflict.id, choice)}
                onGoWithout={() => onResolve(conflict.id, 'server')}
              />
            ) : (
              <ConflictCard
                key={conflict.id}
                conflict={conflict}
                busy={settlingId !== null}
                onResolve={onResolve}
              />
            ),
          )}
        </ul>
      )}
    </section>
  );
}

function ConflictCard({
  conflict,
  busy,
  onResolve,
}: {
  conflict: SyncConflict;
  busy: boolean;
  onResolve(conflictId: string, choice: ConflictChoice): void;
}) {
  const differences = shownDifferences(conflict);
  const headingId = `conflict-${conflict.id}`;
  return (
    <li className="studio-card conflict" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span className="conflict__kind">
          {COLLECTION_LABELS[conflict.collection] ?? conflict.collection}
        </span>{' '}
        {conflict.title}
      </h2>
      <p>{CONFLICT_EXPLANATIONS[conflict.kind]}</p>
      {(conflict.kind === 'rejected' || conflict.kind === 'stuck') && (
        <p className="conflict__message">The shop said: {conflict.message}</p>
      )}
      {conflict.change === 'delete' && conflict.kind === 'edited-on-server' && (
        <p className="conflict__message">
          You deleted it here. Keep mine to delete it anyway; take the shop's to keep it with the
          website's changes.
        </p>
      )}
      {differences.length > 0 && (
        <table className="conflict__differences">
          <caption>What differs</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Mine</th>
              <th scope="col">The shop's</th>
            </tr>
          </thead>
          <tbody>
            {differences.map((difference) => (
              <tr
                key={difference.key}
                className={difference.bothChanged ? 'conflict__row--both' : undefined}
              >
                <th scope="row">
                  {difference.label}
                  {difference.bothChanged && (
                    <span className="conflict__both">changed on both sides</span>
                  )}
                </th>
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
          disabled={busy}
          onClick={() => onResolve(conflict.id, 'mine')}
        >
          {conflict.kind === 'stuck' ? 'Try again' : 'Keep mine'}
        </button>
        {conflict.canKeepBoth && (
          <button
            type="button"
            className="studio-button studio-button--soft"
            disabled={busy}
            onClick={() => onResolve(conflict.id, 'both')}
          >
            Keep both
          </button>
        )}
        <button
          type="button"
          className="studio-button studio-button--soft"
          disabled={busy}
          onClick={() => onResolve(conflict.id, 'server')}
        >
          Take the shop's (set mine aside)
        </button>
      </div>
    </li>
  );
}
