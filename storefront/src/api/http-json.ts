// The one place that turns fetch responses into data or errors, so every client speaks the
// contract's error body ({ message }) the same way.

export type Fetch = typeof fetch;

/** A non-OK answer from the API; `serverMessage` is the body's `message` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;

  constructor(status: number, serverMessage: string | null) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export type QueryValue = string | number | boolean | undefined;

/** `path?key=value...`, leaving out undefined values so "all" filters are simply absent. */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readServerMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON (a proxy's error page, an empty body): there is no server message to show.
  }
  return null;
}

export async function requestJson<T>(
  fetchImpl: Fetch,
  url: string,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetchImpl(url, {
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
  });
  if (!response.ok) throw new ApiError(response.status, await readServerMessage(response));
  return (await response.json()) as T;
}

/** Like requestJson, but a 404 means "no such record" and resolves to null. */
export async function requestJsonOrNull<T>(fetchImpl: Fetch, url: string): Promise<T | null> {
  try {
    return await requestJson<T>(fetchImpl, url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
