import type { MediaUse } from '@kawaii/shared';
import { localImageHref } from '../bridge/local-image-urls.ts';
import type { MissingFile, MissingFileChoice, SyncConflict } from '../bridge/studio-operations.ts';
import { CONFLICT_EXPLANATIONS } from './sync-status-text.ts';

const USE_LABELS: Record<MediaUse['type'], string> = {
  artwork: 'Artwork',
  blog: 'Blog post',
  product: 'Shop item',
  category: 'Category',
  game: 'Game',
};

interface MissingFileCardProps {
  conflict: SyncConflict;
  missingFile: MissingFile;
  busy: boolean;
  /** Why the file she chose was not taken. */
  problem: string | null;
  onReplaceFile(choice: MissingFileChoice): void;
  onGoWithout(): void;
}

// A picture whose file left her computer before it reached the shop: where it was, what waits
// for it, and her ways out. The records waiting on it keep it and sync once it goes up.
export function MissingFileCard({
  conflict,
  missingFile,
  busy,
  problem,
  onReplaceFile,
  onGoWithout,
}: MissingFileCardProps) {
  const headingId = `conflict-${conflict.id}`;
  const waiting = missingFile.waiting;
  return (
    <li className="studio-card conflict missing-file" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span className="conflict__kind missing-file__kind">Missing picture</span> {conflict.title}
      </h2>
      <div className="missing-file__body">
        {missingFile.hasPreview && (
          <figure className="missing-file__preview">
            <img
              src={localImageHref(`studio-local://${conflict.recordId}`)}
              alt={`The saved preview of ${conflict.title}`}
            />
            <figcaption>Saved preview</figcaption>
          </figure>
        )}
        <div className="missing-file__facts">
          <p>{CONFLICT_EXPLANATIONS['missing-file']}</p>
          <p className="missing-file__where">
            It was at <code>{missingFile.filePath}</code>
          </p>
          {waiting.length === 0 ? (
            <p className="studio-note">Nothing is waiting for it.</p>
          ) : (
            <>
              <p className="missing-file__waiting-title">Waiting for it:</p>
              <ul className="missing-file__waiting">
                {waiting.map((use) => (
                  <li key={`${use.type}-${use.id}`}>
                    {USE_LABELS[use.type]}: <strong>{use.title}</strong>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      {problem && (
        <p className="studio-form__error" role="alert">
          {problem}
        </p>
      )}
      <div className="conflict__actions">
        {missingFile.hasPreview && (
          <button
            type="button"
            className="studio-button"
            disabled={busy}
            onClick={() => onReplaceFile('saved-preview')}
          >
            Use the saved preview
          </button>
        )}
        <button
          type="button"
          className={missingFile.hasPreview ? 'studio-button studio-button--soft' : 'studio-button'}
          disabled={busy}
          onClick={() => onReplaceFile('other-file')}
        >
          Choose another file…
        </button>
        <button
          type="button"
          className="studio-button studio-button--soft"
          disabled={busy}
          onClick={onGoWithout}
        >
          {waiting.length === 0 ? 'Let it go' : 'Sync them without it'}
        </button>
      </div>
    </li>
  );
}
