// Requests to the shop's API with the signed-in admin's bearer token. A request that never
// reaches the server fails with status 0 (like the web admin's), every other failure carries the
// contract's error body, so the sync can tell "offline, retry later" from "the server said no".
import { AdminApiError, type UploadedImage } from '@kawaii/shared';

export type Fetch = typeof fetch;

export interface ShopConnection {
  serverUrl(): string | null;
  token(): string | null;
}

export const UNREACHABLE_STATUS = 0;
export const UNREACHABLE_MESSAGE = 'The shop could not be reached';
const NOT_SIGNED_IN_MESSAGE = 'Sign in to your shop first';

const REQUEST_TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 120_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function failureFrom(status: number, body: unknown): AdminApiError {
  const fields = isRecord(body) ? body : {};
  const message = typeof fields['message'] === 'string' ? fields['message'] : '';
  return new AdminApiError({
    status,
    message: message || `The shop answered ${status}`,
    errors: isRecord(fields['errors']) ? (fields['errors'] as Record<string, string>) : undefined,
    current: fields['current'],
  });
}

/** The JSON answer; null for an empty body or a proxy's error page (no server message). */
function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function isUnreachable(error: unknown): boolean {
  return error instanceof AdminApiError && error.status === UNREACHABLE_STATUS;
}

export type ShopClient = ReturnType<typeof createShopClient>;

export function createShopClient(connection: ShopConnection, fetchImpl: Fetch = fetch) {
  function endpoint(path: string): string {
    const serverUrl = connection.serverUrl();
    if (!serverUrl) throw new AdminApiError({ status: 401, message: NOT_SIGNED_IN_MESSAGE });
    return `${serverUrl}${path}`;
  }

  async function send(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new AdminApiError({ status: UNREACHABLE_STATUS, message: UNREACHABLE_MESSAGE });
    }
  }

  async function answerOf<T>(response: Response): Promise<T> {
    const body = parseBody(await response.text().catch(() => ''));
    if (!response.ok) throw failureFrom(response.status, body);
    return body as T;
  }

  function authorization(): Record<string, string> {
    const token = connection.token();
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  return {
    /** A JSON request to `/api<path>`. */
    async request<T>(
      method: string,
      path: string,
      body?: unknown,
      extraHeaders: Record<string, string> = {},
    ): Promise<T> {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        ...extraHeaders,
        ...authorization(),
      };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await send(
        endpoint(`/api${path}`),
        { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
        REQUEST_TIMEOUT_MS,
      );
      return answerOf<T>(response);
    },

    /** A GET of `/api<path>` answering text (a CSV export). */
    async requestText(path: string, accept: string): Promise<string> {
      const response = await send(
        endpoint(`/api${path}`),
        { method: 'GET', headers: { Accept: accept, ...authorization() } },
        REQUEST_TIMEOUT_MS,
      );
      const text = await response.text().catch(() => '');
      if (!response.ok) throw failureFrom(response.status, parseBody(text));
      return text;
    },

    /** POST /api/media with one image file. */
    async uploadImage(bytes: Uint8Array, fileName: string): Promise<UploadedImage> {
      const form = new FormData();
      // Copied into a plain ArrayBuffer: a Node Buffer may sit on a shared pool.
      form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
      const response = await send(
        endpoint('/api/media'),
        { method: 'POST', headers: { Accept: 'application/json', ...authorization() }, body: form },
        UPLOAD_TIMEOUT_MS,
      );
      return answerOf<UploadedImage>(response);
    },

    /** A file the shop serves (an uploaded image), as bytes. */
    async download(path: string): Promise<{ bytes: Uint8Array; contentType: string }> {
      const response = await send(endpoint(path), { method: 'GET' }, REQUEST_TIMEOUT_MS);
      if (!response.ok) throw failureFrom(response.status, null);
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },

    /** Sign-in does not use the stored address or token: it is how they are obtained. */
    async signIn(serverUrl: string, email: string, password: string): Promise<unknown> {
      const response = await send(
        `${serverUrl}/api/auth/login`,
        {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password }),
        },
        REQUEST_TIMEOUT_MS,
      );
      return answerOf<unknown>(response);
    },
  };
}
