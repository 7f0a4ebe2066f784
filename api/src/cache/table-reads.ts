import { AsyncLocalStorage } from 'node:async_hooks';
import Database from 'better-sqlite3';

/**
 * Which tables an answer was made from: every statement run while `recordTableReads` is
 * recording (its async work included) adds the tables its SQL reads. Statements are watched where
 * they run, so no store and no new query can forget to say what it reads.
 */
export function recordTableReads<T>(into: Set<string>, work: () => T): T {
  installWatch();
  return recording.run(into, work);
}

const recording = new AsyncLocalStorage<Set<string>>();

/** The names after FROM and JOIN: tables, and also CTE and table-valued function names. */
export function tablesReadBy(sql: string): string[] {
  const names = new Set<string>();
  for (const match of sql.matchAll(/\b(?:FROM|JOIN)\s+(?:main\.)?["`[]?([A-Za-z_][\w]*)/gi)) {
    names.add(match[1]!);
  }
  return [...names];
}

let installed = false;

function installWatch(): void {
  if (installed) return;
  installed = true;
  const probe = new Database(':memory:');
  const prototype = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Record<
    'get' | 'all' | 'iterate',
    (...args: unknown[]) => unknown
  >;
  probe.close();
  const tablesOf = new Map<string, string[]>();
  for (const method of ['get', 'all', 'iterate'] as const) {
    const original = prototype[method];
    prototype[method] = function (this: { source: string }, ...args: unknown[]) {
      const into = recording.getStore();
      if (into) {
        let tables = tablesOf.get(this.source);
        if (!tables) {
          tables = tablesReadBy(this.source);
          tablesOf.set(this.source, tables);
        }
        for (const table of tables) into.add(table);
      }
      return original.apply(this, args);
    };
  }
}
