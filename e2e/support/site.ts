// Each test file gets its own running site on its own copy of the demo data, so files never
// share state; the seeding itself ran once, in global-setup.ts.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { launchServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory seeded with the demo content, never served from directly. */
    templateDataDir: string;
  }
}

export interface Site {
  /** Origin of the site, without a trailing slash: http://localhost:<port> */
  url: string;
  /** This site's own copy of the seeded data directory. */
  dataDir: string;
  /** Stops the server and deletes the data directory. */
  stop(): Promise<void>;
}

export interface SiteOptions {
  /** Environment variables for this site's server only, e.g. GOOGLE_CLIENT_ID. */
  env?: Readonly<Record<string, string>>;
}

export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kawaii-e2e-site-'));
  // The template's server is stopped, so its SQLite files (and any -wal) copy consistently.
  await cp(inject('templateDataDir'), dataDir, { recursive: true });
  try {
    const server = await launchServer(dataDir, undefined, options.env);
    return {
      url: server.url,
      dataDir,
      stop: async () => {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
