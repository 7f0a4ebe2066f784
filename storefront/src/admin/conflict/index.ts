// The stale-save dialog every admin editor opens on a 409, and how to read a failed AdminApi call
// (`readFailure(error).staleRecord` is the `current` to give the dialog).
export { ConflictDialog, type ConflictDialogProps } from './ConflictDialog.tsx';
export { differingFields, type FieldDifference } from './diff.ts';
export { readFailure, type AdminFailure } from './failure.ts';
