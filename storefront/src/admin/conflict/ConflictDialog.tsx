// The stale-save dialog: someone saved the record after this editor opened it (a 409 with the
// current record). It shows what would be overwritten and lets the person choose; until they
// do, nothing is saved and nothing is thrown away.

import { useId, useMemo, useRef } from 'react';
import { differingFields, type FieldDifference } from './diff.ts';
import { KawaiiFace } from '../../ui/KawaiiFace.tsx';
import { ChoiceDialog } from '../shell/ChoiceDialog.tsx';
import './ConflictDialog.css';

export interface ConflictDialogProps {
  /** The item's name ('Strawberry Bunny'), to say which one changed. */
  title?: string;
  /** What this editor tried to save. */
  mine: Record<string, unknown>;
  /** The record as it is saved now (the 409's `current`). */
  current: Record<string, unknown>;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
}

export function ConflictDialog({
  title,
  mine,
  current,
  onReload,
  onOverwrite,
  onCancel,
}: ConflictDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const textId = useId();
  const differences = useMemo(() => differingFields(mine, current), [mine, current]);

  return (
    <ChoiceDialog
      className="conflict-dialog"
      headingId={headingId}
      textId={textId}
      cancelRef={cancelRef}
      onEscape={onCancel}
    >
      <KawaiiFace mood="flustered" className="conflict-dialog__face" />
      <h2 id={headingId}>This item was changed somewhere else</h2>
      <p id={textId}>
        {title ? <strong>“{title}”</strong> : 'It'} was saved somewhere else after you opened it.{' '}
        {differences.length > 0
          ? 'These fields differ between your version and the saved one:'
          : 'The saved version has the same values as yours.'}
      </p>
      {differences.length > 0 && <DifferenceList differences={differences} />}
      <p className="conflict-dialog__warning">
        ‘Load their version’ replaces your unsaved changes; ‘Keep mine and overwrite’ replaces
        theirs.
      </p>
      <div className="conflict-dialog__actions">
        <button ref={cancelRef} type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--soft" onClick={onReload}>
          Load their version
        </button>
        <button type="button" className="button button--primary" onClick={onOverwrite}>
          Keep mine and overwrite
        </button>
      </div>
    </ChoiceDialog>
  );
}

function DifferenceList({ differences }: { differences: FieldDifference[] }) {
  return (
    <ul className="conflict-dialog__fields" aria-label="Fields that differ">
      {differences.map((difference) => (
        <li key={difference.path} className="conflict-dialog__field">
          <h3 className="conflict-dialog__label">{difference.label}</h3>
          <dl className="conflict-dialog__values">
            <div className="conflict-dialog__value conflict-dialog__value--mine">
              <dt>Yours</dt>
              <dd>{difference.mine}</dd>
            </div>
            <div className="conflict-dialog__value conflict-dialog__value--saved">
              <dt>Saved</dt>
              <dd>{difference.saved}</dd>
            </div>
          </dl>
          {difference.note && <p className="conflict-dialog__note">{difference.note}</p>}
        </li>
      ))}
    </ul>
  );
}
