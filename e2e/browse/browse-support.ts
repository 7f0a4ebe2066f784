// Helpers of the browsing flows: reading the server's <head>, and axe scans.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { withinTime } from '../support/time-limit.ts';

/** One axe analysis may take this long on a busy two-core machine; tests that scan allow more. */
const AXE_ANALYSIS_TIMEOUT_MS = 75_000;

/**
 * Frames sandboxed without scripts (the admin's email preview shows a stored mail in one, so no
 * script in a mail can run). axe has to run its own script inside every frame it checks, and in
 * such a frame its timers never fire: since Chromium 156 the analysis then waits for ever. The
 * mail's own markup is checked on a page of its own instead (see the Emails tab flow).
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/** The <head> of a server-rendered page. */
export function headOf(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error('The page has no </head>');
  return html.slice(0, end);
}

/** The content of `<meta property|name="key" content="...">`, unescaped, or null. */
export function metaContent(head: string, key: string): string | null {
  const pattern = new RegExp(
    `<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`,
  );
  const match = pattern.exec(head);
  return match ? decodeEntities(match[1]!) : null;
}

export function canonicalOf(head: string): string | null {
  return /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1] ?? null;
}

export function titleOf(head: string): string | null {
  const match = /<title>([^<]*)<\/title>/.exec(head);
  return match ? decodeEntities(match[1]!) : null;
}

/** Every JSON-LD object of the page. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function decodeEntities(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

export interface AxeProblem {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** The serious and critical axe violations (WCAG 2.1 A and AA) of what the page shows now. */
export async function seriousAxeViolations(page: Page): Promise<AxeProblem[]> {
  // A panel fading in (an opened order, say) reads as faint text to axe's contrast check: let the
  // page's finite animations end first. The ambience layer's petals never stop coming and the
  // endless ones never end, so both are left out.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return (
        animation.playState !== 'running' ||
        animation.effect?.getComputedTiming().iterations === Infinity ||
        Boolean(target?.closest('[data-testid="theme-layer"]'))
      );
    }),
  );
  const results = await withinTime(
    `axe analysis of ${page.url()}`,
    AXE_ANALYSIS_TIMEOUT_MS,
    new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .exclude(SCRIPTLESS_FRAMES)
      .analyze(),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Resolves once the browser has taken over the server-rendered page (it marks #root). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('#root[data-hydrated]', { state: 'attached' });
}

/** Opens a page of the site and waits until it is interactive. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await waitForHydration(page);
}
