import type { GameCategory, GameStatus } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { readStringList, writeStringList } from '../db/json-columns.ts';
import { statementCache } from '../db/statement-cache.ts';

export interface GameRecord {
  id: string;
  slug: string;
  title: string;
  category: GameCategory;
  tags: string[];
  description: string;
  thumbnail: string | null;
  status: GameStatus;
  published: boolean;
  /** Order on the games page. */
  position: number;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** `published` undefined means all. */
export interface GameFilter {
  category?: GameCategory;
  published?: boolean;
}

interface GameRow {
  id: string;
  slug: string;
  title: string;
  category: GameCategory;
  tags: string;
  description: string;
  thumbnail: string | null;
  status: GameStatus;
  published: number;
  position: number;
  created_at: string;
  updated_at: string;
  version: number;
}

export type GameStore = ReturnType<typeof createGameStore>;

export function createGameStore(db: Db) {
  const prepare = statementCache(db);
  const byId = db.prepare<[string], GameRow>('SELECT * FROM games WHERE id = ?');
  const bySlug = db.prepare<[string], GameRow>('SELECT * FROM games WHERE slug = ?');
  const lastPosition = db.prepare<[], { position: number | null }>(
    'SELECT MAX(position) AS position FROM games',
  );
  const insert = db.prepare<GameRow>(
    `INSERT INTO games (id, slug, title, category, tags, description, thumbnail, status, published,
       position, created_at, updated_at, version)
     VALUES (@id, @slug, @title, @category, @tags, @description, @thumbnail, @status, @published,
       @position, @created_at, @updated_at, @version)`,
  );
  const update = db.prepare<GameRow>(
    `UPDATE games SET slug = @slug, title = @title, category = @category, tags = @tags,
       description = @description, thumbnail = @thumbnail, status = @status,
       published = @published, position = @position, updated_at = @updated_at, version = @version
     WHERE id = @id`,
  );
  const remove = db.prepare<[string]>('DELETE FROM games WHERE id = ?');

  return {
    list(filter: GameFilter): GameRecord[] {
      const where: string[] = [];
      const params: Record<string, unknown> = {};
      if (filter.published !== undefined) {
        where.push('published = @published');
        params['published'] = filter.published ? 1 : 0;
      }
      if (filter.category !== undefined) {
        where.push('category = @category');
        params['category'] = filter.category;
      }
      const sql = [
        'SELECT * FROM games',
        where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
        'ORDER BY position, created_at, id',
      ].join(' ');
      return (prepare(sql).all(params) as GameRow[]).map(toRecord);
    },

    findById(id: string): GameRecord | null {
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },

    findBySlug(slug: string): GameRecord | null {
      const row = bySlug.get(slug);
      return row ? toRecord(row) : null;
    },

    /** The position after every game, for a new one to be listed last. */
    nextPosition(): number {
      const { position } = lastPosition.get() ?? { position: null };
      return position === null ? 0 : position + 1;
    },

    insert(game: GameRecord): void {
      insert.run(toRow(game));
    },

    /** Replaces every stored field but createdAt. */
    update(game: GameRecord): void {
      update.run(toRow(game));
    },

    /** False when there was no such game. */
    delete(id: string): boolean {
      return remove.run(id).changes > 0;
    },

    /** Runs `work` in one transaction (nested ones become savepoints). */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
  };
}

function toRow(game: GameRecord): GameRow {
  return {
    id: game.id,
    slug: game.slug,
    title: game.title,
    category: game.category,
    tags: writeStringList(game.tags),
    description: game.description,
    thumbnail: game.thumbnail,
    status: game.status,
    published: game.published ? 1 : 0,
    position: game.position,
    created_at: game.createdAt,
    updated_at: game.updatedAt,
    version: game.version,
  };
}

function toRecord(row: GameRow): GameRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    tags: readStringList(row.tags),
    description: row.description,
    thumbnail: row.thumbnail,
    status: row.status,
    published: row.published === 1,
    position: row.position,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}
