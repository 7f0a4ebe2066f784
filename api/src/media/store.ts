import type { Db } from '../db/connection.ts';

export interface MediaFileRecord {
  path: string;
  width: number | null;
  height: number | null;
  alt: string;
  uploadedBy: string | null;
  createdAt: string;
}

interface MediaFileRow {
  path: string;
  width: number | null;
  height: number | null;
  alt: string;
  uploaded_by: string | null;
  created_at: string;
}

export type MediaStore = ReturnType<typeof createMediaStore>;

export function createMediaStore(db: Db) {
  const insert = db.prepare<MediaFileRow>(
    `INSERT INTO media_files (path, width, height, alt, uploaded_by, created_at)
     VALUES (@path, @width, @height, @alt, @uploaded_by, @created_at)`,
  );
  const byPath = db.prepare<[string], MediaFileRow>('SELECT * FROM media_files WHERE path = ?');
  // An alt text may be given to any image a record shows, also one stored before media_files.
  const upsertAlt = db.prepare<{
    path: string;
    alt: string;
    width: number | null;
    height: number | null;
    created_at: string;
  }>(
    `INSERT INTO media_files (path, width, height, alt, created_at)
     VALUES (@path, @width, @height, @alt, @created_at)
     ON CONFLICT (path) DO UPDATE SET alt = excluded.alt`,
  );
  const altsOf = db.prepare<[string], { path: string; alt: string }>(
    `SELECT path, alt FROM media_files
     WHERE path IN (SELECT value FROM json_each(?)) AND alt <> ''`,
  );

  return {
    insert(file: MediaFileRecord): void {
      insert.run({
        path: file.path,
        width: file.width,
        height: file.height,
        alt: file.alt,
        uploaded_by: file.uploadedBy,
        created_at: file.createdAt,
      });
    },

    /** Sets the alt text of a path, adding its row when there is none yet. */
    setAlt(file: Pick<MediaFileRecord, 'path' | 'alt' | 'width' | 'height' | 'createdAt'>): void {
      upsertAlt.run({
        path: file.path,
        alt: file.alt,
        width: file.width,
        height: file.height,
        created_at: file.createdAt,
      });
    },

    findByPath(path: string): MediaFileRecord | null {
      const row = byPath.get(path);
      return row ? toRecord(row) : null;
    },

    /** Alt texts of the given paths; paths without one are left out. */
    altsOf(paths: readonly string[]): Map<string, string> {
      const rows = altsOf.all(JSON.stringify(paths));
      return new Map(rows.map((row) => [row.path, row.alt]));
    },
  };
}

function toRecord(row: MediaFileRow): MediaFileRecord {
  return {
    path: row.path,
    width: row.width,
    height: row.height,
    alt: row.alt,
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at,
  };
}
