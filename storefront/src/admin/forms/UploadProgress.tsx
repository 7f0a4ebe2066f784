// The overall progress of a form's new images.

import type { UploadSummary } from './image-field.ts';

export function UploadProgress({ summary }: { summary: UploadSummary }) {
  const { done, total, failedNames } = summary;
  const failed = failedNames.length;
  const complete = done === total && failed === 0;
  return (
    <div className="admin-upload-progress" role="status">
      <p className="admin-upload-progress__title">Uploading Images</p>
      <progress max={total} value={done} aria-label="Uploading Images" />
      <p className="admin-upload-progress__count">
        {done}/{total} files complete
      </p>
      {failed > 0 && (
        <p className="admin-upload-progress__failed">
          {failed === 1 ? '1 file failed' : `${failed} files failed`}: remove{' '}
          {failed === 1 ? 'it' : 'them'} or choose again.
        </p>
      )}
      {complete && <p className="admin-upload-progress__done">All images uploaded successfully!</p>}
    </div>
  );
}
