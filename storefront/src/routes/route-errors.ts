// Loader failures as route errors: a thrown 404 renders the route's error screen and makes the
// server answer 404 (the static handler reads the thrown status).

import { data, isRouteErrorResponse } from 'react-router';

export function notFound(message: string): never {
  throw data({ message }, { status: 404, statusText: 'Not Found' });
}

export function badRequest(message: string): never {
  throw data({ message }, { status: 400, statusText: 'Bad Request' });
}

export function isBadRequest(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 400;
}

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** The most useful line of text about a route error: the server's message when there is one. */
export function routeErrorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const body: unknown = error.data;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
    return `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}
