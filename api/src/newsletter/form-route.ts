// The newsletter sign-up sent as a plain form (the footer's form before the page's scripts run,
// or without them). The same schema checks it and the same service signs the address up as
// POST /api/newsletter/subscribe does, so the words, the confirmation mail and its limits are
// that call's own. The visitor is sent back (303) to the page the form was on, with the outcome
// in its address for the footer to show (see newsletter-form.ts in shared).

import express, { Router, type Request, type Response } from 'express';
import {
  NEWSLETTER_EMAIL_PARAM,
  NEWSLETTER_FORM_PATH,
  NEWSLETTER_OUTCOME_PARAM,
  SIGNUP_SOURCES,
  firstErrorMessage,
  newsletterEmailProblemOf,
  newsletterSubscribeSchema,
  type SignupSource,
} from '@kawaii/shared';
import type { Subscriptions } from './subscriptions.ts';

/** The refusal of a form sent from another site's page. */
export const CROSS_SITE_FORM = 'This form can only be sent from the shop’s own pages.';

/** A return address longer than this is not one of the shop's pages. */
const RETURN_PATH_MAX = 1000;
/** What was typed is kept for the page at most this long (the field takes 254). */
const TYPED_KEPT_MAX = 320;

export function newsletterFormRoutes(
  subscriptions: Subscriptions,
  publicOrigin: string | null,
): Router {
  const router = Router();
  router.post(
    NEWSLETTER_FORM_PATH,
    express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 }),
    (req, res) => {
      res.set('Cache-Control', 'no-store');
      const siteOrigin = publicOrigin ?? `${req.protocol}://${req.get('host')}`;
      if (!isSentFromThisSite(req, siteOrigin)) {
        res.status(403).type('text/plain').send(CROSS_SITE_FORM);
        return;
      }
      const fields = (req.body ?? {}) as Record<string, unknown>;
      const back = returnPath(pageSentFrom(req, siteOrigin, field(fields, 'page')));
      const typed = field(fields, 'email');
      const parsed = newsletterSubscribeSchema.safeParse({
        email: typed,
        source: signupSource(field(fields, 'source')),
        page: consentPage(back),
      });
      if (!parsed.success) {
        const problem = newsletterEmailProblemOf(firstErrorMessage(parsed.error)) ?? 'invalid';
        const kept = (typed ?? '').slice(0, TYPED_KEPT_MAX);
        redirectBack(res, back, {
          [NEWSLETTER_OUTCOME_PARAM]: problem,
          [NEWSLETTER_EMAIL_PARAM]: kept,
        });
        return;
      }
      subscriptions.subscribe(parsed.data, req.ip ?? req.socket.remoteAddress ?? null);
      redirectBack(res, back, { [NEWSLETTER_OUTCOME_PARAM]: 'sent' });
    },
  );
  return router;
}

/**
 * A browser says where a form came from: Sec-Fetch-Site (which no page can set), else Origin.
 * A request with neither (an old browser, a script) is let through: the sign-up asks the
 * address's owner to confirm, and its limits hold whoever sends it.
 */
function isSentFromThisSite(req: Request, siteOrigin: string): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = req.get('origin');
  return origin === undefined || origin === siteOrigin;
}

/**
 * The form names its page's path; the browser's Referer, when it is that same page of this site,
 * adds the page's query (a filtered list comes back filtered). The path is all the form gives,
 * since the query the browser shows may hold parameters the server never rendered with.
 */
function pageSentFrom(
  req: Request,
  siteOrigin: string,
  path: string | undefined,
): string | undefined {
  const referer = req.get('referer');
  if (!path || !referer || !URL.canParse(referer)) return path;
  const from = new URL(referer);
  return from.origin === siteOrigin && from.pathname === path
    ? `${from.pathname}${from.search}`
    : path;
}

/** A form sends each field once; a repeated one counts by its first value. */
function field(fields: Record<string, unknown>, name: string): string | undefined {
  const value = fields[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

function signupSource(value: string | undefined): SignupSource {
  return SIGNUP_SOURCES.find((source) => source === value) ?? 'footer';
}

/**
 * The page to go back to: a path on this site with its query, never another site's address
 * (`//elsewhere`, `/\elsewhere`, `https://...`) nor the API; anything else goes to the home page.
 * An earlier outcome in the address is dropped, so signing up twice does not pile them up.
 */
export function returnPath(page: string | undefined): string {
  if (!page || page.length > RETURN_PATH_MAX || !/^\/(?![/\\])/.test(page)) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F\\]/.test(page)) return '/';
  const base = 'http://page.invalid';
  const url = new URL(page, base);
  // Dot segments resolve first: `/.//elsewhere` would otherwise come out as `//elsewhere`.
  if (url.origin !== base || /^\/(\/|api(\/|$)|uploads(\/|$))/.test(url.pathname)) return '/';
  url.searchParams.delete(NEWSLETTER_OUTCOME_PARAM);
  url.searchParams.delete(NEWSLETTER_EMAIL_PARAM);
  return `${url.pathname}${url.search}`;
}

/** The page kept with the consent, as the JSON call gives it: the path alone. */
function consentPage(back: string): string | undefined {
  const path = back.split('?')[0]!;
  return path.length <= 200 ? path : undefined;
}

function redirectBack(res: Response, back: string, outcome: Record<string, string>): void {
  const url = new URL(back, 'http://page.invalid');
  for (const [name, value] of Object.entries(outcome)) url.searchParams.set(name, value);
  // The footer's own place on the page, so the visitor sees the outcome where they typed.
  res.redirect(303, `${url.pathname}${url.search}#newsletter`);
}
