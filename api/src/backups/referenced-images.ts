import type { Db } from '../db/connection.ts';

/**
 * Every uploaded image a record of the shop points at: the media library, the image lists of
 * artworks, posts and products, post covers and game thumbnails. A backup is only whole when
 * each of them is in it.
 */
export function referencedImages(db: Db): Set<string> {
  const paths = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith('/uploads/')) paths.add(value);
  };
  const column = (sql: string) => db.prepare(sql).pluck().all() as unknown[];
  column('SELECT path FROM media_files').forEach(add);
  for (const table of ['artworks', 'posts', 'products']) {
    for (const images of column(`SELECT images FROM ${table}`)) {
      (JSON.parse(String(images)) as unknown[]).forEach(add);
    }
  }
  column('SELECT cover_image FROM posts').forEach(add);
  column('SELECT thumbnail FROM games').forEach(add);
  return paths;
}
