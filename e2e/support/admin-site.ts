// The setup most admin flows share: one site of their own (fresh data folder, demo shop), one
// Chromium, and a staff session from the API, made before the file's tests and stopped after.
// Read the fields inside tests and hooks: they are filled in by the file's beforeAll.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DEMO, signIn, type Session } from '../admin/desk-support.ts';
import { launchChromium } from './browser.ts';
import { startSite, type Site, type SiteOptions } from './site.ts';

export interface AdminSite {
  site: Site;
  browser: Browser;
  admin: Session;
}

export interface AdminSiteOptions {
  /** Whose session `admin` is: the shop's admin unless a file needs the artist (superadmin). */
  account?: { email: string; password: string };
  /** The site's own options, e.g. its environment. */
  site?: SiteOptions;
}

export function useAdminSite({ account = DEMO.admin, site }: AdminSiteOptions = {}): AdminSite {
  const desk = {} as AdminSite;
  beforeAll(async () => {
    desk.site = await startSite(site);
    desk.browser = await launchChromium();
    desk.admin = await signIn(desk.site, account);
  });
  afterAll(async () => {
    await desk.browser?.close();
    await desk.site?.stop();
  });
  return desk;
}
