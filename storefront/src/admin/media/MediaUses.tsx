// The records that show a media file, listed in its delete dialog: deleting the file takes it out
// of each of them.

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

export function MediaUses({ path }: { path: string }) {
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
  if (uses.length === 0) return <p className="media-uses">No record uses this file.</p>;
  return (
    <div className="media-uses">
      <p>It will also be removed from:</p>
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
