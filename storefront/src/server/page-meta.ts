// The meta of a rendered page from the static handler's result.

import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { pageMetaFor, type PageMeta } from '../routes/meta.ts';

const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: 'This page could not be found.',
  noIndex: true,
};

const FAILURE_META: PageMeta = {
  title: 'Something went wrong',
  description: 'This page could not be shown right now.',
  noIndex: true,
};

const FALLBACK_META: PageMeta = { title: 'Kawaii Atelier', description: '' };

function errorMeta(error: unknown): PageMeta {
  if (!isRouteErrorResponse(error) || error.status !== 404) return FAILURE_META;
  const body: unknown = error.data;
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : null;
  return message ? { ...NOT_FOUND_META, title: message } : NOT_FOUND_META;
}

export function pageMetaForContext(
  context: Pick<StaticHandlerContext, 'matches' | 'loaderData' | 'errors'>,
): PageMeta {
  const [error] = Object.values(context.errors ?? {});
  if (error !== undefined) return errorMeta(error);
  const matches = context.matches.map((match) => ({
    handle: match.route.handle,
    data: context.loaderData[match.route.id],
  }));
  return pageMetaFor(matches) ?? FALLBACK_META;
}
