// What a form's submit button reads.

export interface SubmitState {
  uploading: boolean;
  saving: boolean;
  isNew: boolean;
}

export function submitLabel(
  { uploading, saving, isNew }: SubmitState,
  labels: { create: string; update: string },
): string {
  if (uploading) return 'Uploading Images...';
  if (saving) return 'Saving...';
  return isNew ? labels.create : labels.update;
}
