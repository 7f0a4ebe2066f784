// Runs once per e2e run, before any test file: checks the prerequisites (a built site, a
// Chromium) and seeds ONE template data directory with the demo workspace's seed, then starts
// the built server on it once and stops it cleanly. Test files copy the template (see site.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './browser.ts';
import { assertSiteIsBuilt, launchServer, seedDemoDataDir } from './server.ts';

// Seeding renders the demo images: allow for a busy two-core machine.
const SEEDING_TIMEOUT_MS = 5 * 60_000;

export default async function seedTemplateDataDir(project: TestProject) {
  assertSiteIsBuilt();
  findChromium();

  const templateDataDir = await mkdtemp(join(tmpdir(), 'kawaii-e2e-template-'));
  try {
    await seedDemoDataDir(templateDataDir, SEEDING_TIMEOUT_MS);
    const server = await launchServer(templateDataDir);
    await server.stop();
  } catch (error) {
    await rm(templateDataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('templateDataDir', templateDataDir);

  return async () => {
    await rm(templateDataDir, { recursive: true, force: true });
  };
}
