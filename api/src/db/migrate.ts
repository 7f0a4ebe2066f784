// The API's migrations: the SQL files in ./migrations, applied by the one runner the studio's
// local database uses too (@kawaii/shared applyMigrations, recorded in schema_migrations).
import { readdirSync, readFileSync } from 'node:fs';
import {
  applyMigrations,
  hideSignInLinksInHtml,
  hideSignInLinksInText,
  type Migration,
} from '@kawaii/shared';
import type { Db } from './connection.ts';

const MIGRATION_FILE = /(\d{3}_[a-z0-9_]+)\.sql$/;

/** The migrations shipped with the API, in the order they apply. */
export function bundledMigrations(): Migration[] {
  return toMigrations(loadMigrationFiles());
}

function loadMigrationFiles(): Record<string, string> {
  try {
    // Vite (the build and vitest) replaces this call with the inlined SQL files.
    return import.meta.glob<string>('./migrations/*.sql', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
  } catch {
    // Plain Node (tsx in `npm run dev`) has no import.meta.glob; the files sit beside this one.
    const folder = new URL('./migrations/', import.meta.url);
    return Object.fromEntries(
      readdirSync(folder)
        .filter((file) => file.endsWith('.sql'))
        .map((file) => [file, readFileSync(new URL(file, folder), 'utf8')]),
    );
  }
}

function toMigrations(files: Record<string, string>): Migration[] {
  return Object.entries(files)
    .map(([file, sql]) => {
      const name = MIGRATION_FILE.exec(file)?.[1];
      if (!name) throw new Error(`Badly named migration file: ${file}`);
      return { name, sql };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Applies every migration not yet recorded in schema_migrations, each in its own transaction,
 * and returns the names it applied.
 */
export function migrate(db: Db, migrations: Migration[] = bundledMigrations()): string[] {
  registerMigrationFunctions(db);
  return applyMigrations(db, migrations);
}

/** SQL functions migrations call for what SQL alone cannot say (SQLite has no regexp). */
function registerMigrationFunctions(db: Db): void {
  const text = (fn: (value: string) => string) => (value: unknown) =>
    typeof value === 'string' ? fn(value) : value;
  db.function('hide_sign_in_links_in_text', { deterministic: true }, text(hideSignInLinksInText));
  db.function('hide_sign_in_links_in_html', { deterministic: true }, text(hideSignInLinksInHtml));
}
