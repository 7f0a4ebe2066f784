// What every admin form gets from the list that opened it.

export interface EditorProps<Saved> {
  /** The record to edit; null to create one. */
  item: Saved | null;
  onSaved(record: Saved): void;
  onCancel(): void;
  /** The conflict dialog's 'reload': edit the record as it is saved now. */
  onReload(current: Saved): void;
}
