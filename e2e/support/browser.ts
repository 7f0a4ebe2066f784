// Headless Chromium for the browser flows, driven by playwright-core (no bundled browsers:
// we use the system's Chromium). Every page records its console errors and uncaught page
// errors, so a flow can assert that the site ran cleanly.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { withinTime } from './time-limit.ts';

const CANDIDATE_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

/** The Chromium to drive: $CHROMIUM_PATH, else the first system install found. */
export function findChromium(): string {
  const configured = process.env['CHROMIUM_PATH'];
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`CHROMIUM_PATH is set to ${configured}, but no file exists there.`);
  }
  const found = CANDIDATE_PATHS.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    'No Chromium found for the browser tests (looked for ' +
      `${CANDIDATE_PATHS.join(', ')}). Install one with ` +
      '`sudo apt-get update && sudo apt-get install -y chromium`, ' +
      'or set CHROMIUM_PATH=/path/to/chromium-or-chrome.',
  );
}

// Playwright gives every launch a fresh temporary user-data dir and deletes it on close, so no
// profile, cache or storage leaks from one run into the next.
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
}

export interface WatchedPage {
  page: Page;
  /** Text of every console message of type "error", with the URL that logged it. */
  consoleErrors: string[];
  /** Message of every uncaught exception in the page. */
  pageErrors: string[];
  /** Every Content Security Policy violation, as "directive: blocked source". Chromium reports
   * some (an eval probe a library catches) only as a DevTools issue, never on the console. */
  cspViolations: string[];
}

/** How long one `page.evaluate` may take: well under a test's 90 s, so a hang names its step. */
export const EVALUATE_TIMEOUT_MS = 30_000;

/** Gives the page's `evaluate` and `evaluateHandle` a time limit (Playwright sets none). */
function limitEvaluations(page: Page): void {
  const evaluate = page.evaluate.bind(page) as (...args: unknown[]) => Promise<unknown>;
  const evaluateHandle = page.evaluateHandle.bind(page) as (...args: unknown[]) => Promise<unknown>;
  const stepName = (kind: string, script: unknown) =>
    `page.${kind}(${String(script).replace(/\s+/g, ' ').slice(0, 80)})`;
  page.evaluate = ((script: unknown, arg?: unknown) =>
    withinTime(
      stepName('evaluate', script),
      EVALUATE_TIMEOUT_MS,
      evaluate(script, arg),
    )) as Page['evaluate'];
  page.evaluateHandle = ((script: unknown, arg?: unknown) =>
    withinTime(
      stepName('evaluateHandle', script),
      EVALUATE_TIMEOUT_MS,
      evaluateHandle(script, arg),
    )) as Page['evaluateHandle'];
}

/**
 * Closes a context opened inside a test once that test has finished. A page left open keeps
 * running its animations (the ambience layer's petals never stop) and its renderer keeps taking
 * CPU from every later test of the file: a file of ten tests ran its last ones three times
 * slower. A context opened in a hook outside any test (a page shared by a describe's tests)
 * stays open until the file closes its browser.
 */
async function closeWhenTheTestEnds(context: BrowserContext): Promise<void> {
  // Imported here: the global setup uses this module too, outside any test runner.
  const { onTestFinished } = await import('vitest');
  try {
    onTestFinished(() => context.close());
  } catch {
    // Not inside a test: the file's browser.close() closes it.
  }
}

/**
 * A page in its own browser context (own storage and cookies) that records its errors, and whose
 * evaluations are time-limited.
 */
export async function openWatchedPage(browser: Browser): Promise<WatchedPage> {
  const context = await browser.newContext();
  await closeWhenTheTestEnds(context);
  const page = await context.newPage();
  limitEvaluations(page);
  const watched: WatchedPage = { page, consoleErrors: [], pageErrors: [], cspViolations: [] };
  await page.exposeFunction('__recordCspViolation', (violation: string) => {
    watched.cspViolations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const record = (window as unknown as { __recordCspViolation: (text: string) => void })
        .__recordCspViolation;
      record(`${event.effectiveDirective}: ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    watched.consoleErrors.push(url ? `${message.text()} (at ${url})` : message.text());
  });
  page.on('pageerror', (error) => watched.pageErrors.push(error.message));
  return watched;
}
