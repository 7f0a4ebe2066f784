// The records that show a media file, listed in its delete or hide dialog: deleting a shop file
// takes it out of each of them; hiding a picture on the artist's computer leaves them as they are.

import { useEffect, useState } from 'react';
import type { MediaUse } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';

const USE_LABELS: Record<MediaUse['type'], string> = {
  artwork: 'Artwork',
  blog: 'Blog post',
  product: 'Product',
  category: 'Category',
  game: 'Game',
};

const WORDING = {
  delete: { none: 'No record uses this file.', some: 'It will also be removed from:' },
  hide: { none: 'Nothing uses this picture yet.', some: 'These keep it, waiting to sync:' },
} as const;

interface MediaUsesProps {
  path: string;
  /** What the dialog does to the file: the list reads accordingly. */
  action?: keyof typeof WORDING;
}

export function MediaUses({ path, action = 'delete' }: MediaUsesProps) {
  const api = useAdminApi();
  const [uses, setUses] = useState<MediaUse[] | null>(null);

  useEffect(() => {
    let current = true;
    api.mediaUsage(path).then(
      (found) => current && setUses(found),
      (error: unknown) => console.error('Could not look up where the file is used', error),
    );
    return () => {
      current = false;
    };
  }, [api, path]);

  if (uses === null) return null;
  const wording = WORDING[action];
  if (uses.length === 0) return <p className="media-uses">{wording.none}</p>;
  return (
    <div className="media-uses">
      <p>{wording.some}</p>
      <ul>
        {uses.map((use) => (
          <li key={`${use.type}-${use.id}`}>
            {USE_LABELS[use.type]}: <strong>{use.title}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
