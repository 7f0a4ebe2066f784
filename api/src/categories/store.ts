import type { Db } from '../db/connection.ts';

export interface CategoryRecord {
  id: string;
  name: string;
  description: string;
  isActive: boolean;
  image: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

interface CategoryRow {
  id: string;
  name: string;
  description: string;
  is_active: number;
  image: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

export type CategoryStore = ReturnType<typeof createCategoryStore>;

export function createCategoryStore(db: Db) {
  const all = db.prepare<[], CategoryRow>(
    'SELECT * FROM categories ORDER BY name COLLATE NOCASE, id',
  );
  const active = db.prepare<[], CategoryRow>(
    'SELECT * FROM categories WHERE is_active = 1 ORDER BY name COLLATE NOCASE, id',
  );
  const byId = db.prepare<[string], CategoryRow>('SELECT * FROM categories WHERE id = ?');
  // The column is NOCASE, so this finds "plush dolls" for "Plush Dolls".
  const byName = db.prepare<[string], CategoryRow>('SELECT * FROM categories WHERE name = ?');
  const insert = db.prepare<CategoryRow>(
    `INSERT INTO categories (id, name, description, is_active, image, created_at, updated_at, version)
     VALUES (@id, @name, @description, @is_active, @image, @created_at, @updated_at, @version)`,
  );
  const update = db.prepare<CategoryRow>(
    `UPDATE categories SET name = @name, description = @description, is_active = @is_active,
       image = @image, updated_at = @updated_at, version = @version
     WHERE id = @id`,
  );
  const remove = db.prepare<[string]>('DELETE FROM categories WHERE id = ?');

  return {
    /** By name; only the active ones when asked. */
    list(filter: { activeOnly: boolean }): CategoryRecord[] {
      return (filter.activeOnly ? active : all).all().map(toRecord);
    },

    findById(id: string): CategoryRecord | null {
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },

    /** Names are compared ignoring case. */
    findByName(name: string): CategoryRecord | null {
      const row = byName.get(name);
      return row ? toRecord(row) : null;
    },

    insert(category: CategoryRecord): void {
      insert.run(toRow(category));
    },

    /** Replaces every stored field but createdAt. */
    update(category: CategoryRecord): void {
      update.run(toRow(category));
    },

    /** False when there was no such category; its products become uncategorized (FK sets null). */
    delete(id: string): boolean {
      return remove.run(id).changes > 0;
    },

    /** Runs `work` in one transaction (nested ones become savepoints). */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
  };
}

function toRow(category: CategoryRecord): CategoryRow {
  return {
    id: category.id,
    name: category.name,
    description: category.description,
    is_active: category.isActive ? 1 : 0,
    image: category.image,
    created_at: category.createdAt,
    updated_at: category.updatedAt,
    version: category.version,
  };
}

function toRecord(row: CategoryRow): CategoryRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isActive: row.is_active === 1,
    image: row.image,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}
