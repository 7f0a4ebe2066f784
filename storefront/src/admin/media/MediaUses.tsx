// The records that show a media file, listed in its delete or hide dialog: deleting a shop file
// takes it out of each of them; hiding a picture on the artist's computer leaves them as they are.

import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MediaUse } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { mediaUsageQuery } from './media-pages.ts';

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
  const { data: uses, error } = useQuery(mediaUsageQuery(api, path));

  // The dialog works without the list: a failed look-up only leaves it out.
  useEffect(() => {
    if (error) console.error('Could not look up where the file is used', error);
  }, [error]);

  if (!uses) return null;
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
