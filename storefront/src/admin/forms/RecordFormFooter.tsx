// The end of every content form: the form-wide message, Cancel and the submit button (its label
// following uploads and the save), and the conflict dialog while a stale save is open.

import { FormActions, FormAlert } from './fields.tsx';
import { submitLabel } from './submit-label.ts';
import type { RecordForm } from './use-record-form.ts';

interface RecordFormFooterProps {
  form: Pick<RecordForm<unknown, object>, 'refusal' | 'uploading' | 'isNew' | 'save'>;
  onCancel(): void;
  /** The submit button's text: 'Create Post' and 'Update Post'. */
  labels: { create: string; update: string };
}

export function RecordFormFooter({
  form: { refusal, uploading, isNew, save },
  onCancel,
  labels,
}: RecordFormFooterProps) {
  return (
    <>
      <FormAlert message={refusal ?? save.error} />
      <FormActions
        onCancel={onCancel}
        busy={save.saving}
        submitLabel={submitLabel({ uploading, saving: save.saving, isNew }, labels)}
      />
      {save.conflict}
    </>
  );
}
