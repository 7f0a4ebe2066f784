// Saving a record from an admin form, stale saves included: a 409 with the current record opens
// the conflict dialog, where 'overwrite' saves again from the current version and 'reload' puts
// the current record into the form.

import { useCallback, useState, type ReactNode } from 'react';
import type { Save } from '@kawaii/shared';
import { ConflictDialog, readFailure } from '../conflict/index.ts';
import { saveErrorMessage } from './save-errors.ts';

export interface RecordSaveOptions<Input, Saved> {
  save(input: Save<Input>): Promise<Saved>;
  /** The version the form was opened from; undefined for a new record. */
  version: number | undefined;
  onSaved(record: Saved): void;
  onReload(current: Saved): void;
  /** The item's name for the conflict dialog. */
  title?: string;
  describeError?(error: unknown): string;
}

export interface RecordSave<Input> {
  saving: boolean;
  error: string | null;
  /** Field messages from the server's 400. */
  serverErrors: Record<string, string>;
  submit(input: Input): Promise<void>;
  /** The conflict dialog while one is open, to render inside the form. */
  conflict: ReactNode;
}

interface Conflict<Input> {
  mine: Input;
  current: Record<string, unknown>;
}

export function useRecordSave<Input extends object, Saved>({
  save,
  version,
  onSaved,
  onReload,
  title,
  describeError = saveErrorMessage,
}: RecordSaveOptions<Input, Saved>): RecordSave<Input> {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<Conflict<Input> | null>(null);

  const saveFrom = useCallback(
    async (input: Input, fromVersion: number | undefined) => {
      setSaving(true);
      setError(null);
      setServerErrors({});
      setConflict(null);
      try {
        const saved = await save(
          fromVersion === undefined ? input : { ...input, version: fromVersion },
        );
        setSaving(false);
        onSaved(saved);
      } catch (failure) {
        setSaving(false);
        const { staleRecord, fieldErrors } = readFailure(failure);
        if (staleRecord) {
          setConflict({ mine: input, current: staleRecord });
          return;
        }
        setError(describeError(failure));
        setServerErrors(fieldErrors);
      }
    },
    [save, onSaved, describeError],
  );

  const submit = useCallback((input: Input) => saveFrom(input, version), [saveFrom, version]);

  const dialog = conflict && (
    <ConflictDialog
      title={title}
      mine={conflict.mine as Record<string, unknown>}
      current={conflict.current}
      onCancel={() => setConflict(null)}
      onReload={() => {
        setConflict(null);
        onReload(conflict.current as Saved);
      }}
      onOverwrite={() => {
        const { version: currentVersion } = conflict.current;
        void saveFrom(
          conflict.mine,
          typeof currentVersion === 'number' ? currentVersion : undefined,
        );
      }}
    />
  );

  return { saving, error, serverErrors, submit, conflict: dialog };
}
