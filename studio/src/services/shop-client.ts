// The studio's calls to the shop's API: the typed client of the operation contract, over Node's
// fetch, with the signed-in admin's bearer token and the shop's address from the session. A call
// that never reaches the server fails with status 0, every other failure carries the contract's
// error body, so the sync can tell "offline, retry later" from "the server said no".
//
// An answer that is not the API's (a hotel Wi-Fi's sign-in page answering 200 with HTML, a proxy's
// error page) did not come from the shop: it fails like a call that never reached it, so the sync
// tries again later and never takes it for the shop's word (a success, a refusal, a sign-out).
// Every request can be aborted at once (`abortAll`, when the studio quits): it then fails the same
// way, and what it carried stays queued for the next start.
import {
  AdminApiError,
  callOperation,
  createApiClient,
  operations,
  unreachable,
  type AnyOperation,
  type AuthSession,
  type CallOptions,
  type ClientTransport,
  type UploadedImage,
} from '@kawaii/shared';

export type Fetch = typeof fetch;

/** Whether an answer is the shop API's own: JSON (or the declared type), or no content at all. */
export function isApiAnswer(response: Response, expectedType = 'application/json'): boolean {
  if (response.status === 204) return true;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (expectedType === 'application/json') return /^application\/([\w.-]+\+)?json$/.test(type);
  return type === expectedType;
}

/** The Accept header of a request, which says what the API answers it with. */
function acceptedType(init: RequestInit | undefined): string | undefined {
  const headers = init?.headers;
  if (headers === undefined) return undefined;
  return new Headers(headers).get('accept') ?? undefined;
}

/** The promise, or its end as soon as `signal` aborts (a fetch may be slow to notice). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error as Error);
      },
    );
  });
}

/**
 * `fetchImpl` for the API. The answer is read whole here, so one cut off on its way (or by
 * `lifetime` aborting) fails as unreachable instead of passing for an empty success. An answer
 * that is not the API's, or JSON that does not parse, fails the same way.
 */
function apiFetch(fetchImpl: Fetch, lifetime: AbortSignal): Fetch {
  return async (input, init) => {
    const signal = init?.signal ? AbortSignal.any([init.signal, lifetime]) : lifetime;
    const response = await untilAborted(fetchImpl(input, { ...init, signal }), signal);
    const body = await untilAborted(response.arrayBuffer(), signal);
    const expected = acceptedType(init);
    if (!isApiAnswer(response, expected)) {
      throw new TypeError(`Not the shop's answer (${response.status})`);
    }
    if (response.status !== 204 && (expected ?? 'application/json') === 'application/json') {
      JSON.parse(new TextDecoder().decode(body)); // throws on a cut-off or foreign body
    }
    const { status, statusText, headers } = response;
    return new Response(status === 204 ? null : body, { status, statusText, headers });
  };
}

export interface ShopConnection {
  serverUrl(): string | null;
  token(): string | null;
}

export const UNREACHABLE_MESSAGE = 'The shop could not be reached';
const NOT_SIGNED_IN_MESSAGE = 'Sign in to your shop first';

const REQUEST_TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 120_000;

/** What the artist reads when the shop gave no words of its own. */
function fallbackMessage(status: number): string {
  return status === 0 ? UNREACHABLE_MESSAGE : `The shop answered ${status}`;
}

/** The input of an operation picked from a table (a collection's create, patch...). */
export interface OperationInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export type ShopClient = ReturnType<typeof createShopClient>;

export function createShopClient(connection: ShopConnection, rawFetch: Fetch = fetch) {
  let lifetime = new AbortController();
  const fetchImpl: Fetch = (input, init) => apiFetch(rawFetch, lifetime.signal)(input, init);
  const transport: ClientTransport = {
    fetch: fetchImpl,
    // Asked before every call: without a signed-in shop there is nowhere to send it.
    baseUrl: () => {
      const serverUrl = connection.serverUrl();
      if (!serverUrl) throw new AdminApiError({ status: 401, message: NOT_SIGNED_IN_MESSAGE });
      return serverUrl;
    },
    token: () => connection.token(),
    timeoutMs: REQUEST_TIMEOUT_MS,
    fallbackMessage,
  };
  const uploads: ClientTransport = { ...transport, timeoutMs: UPLOAD_TIMEOUT_MS };

  return {
    /** Every operation, typed by its declaration. */
    api: createApiClient(transport),

    /** An operation chosen at run time (from COLLECTION_OPERATIONS); the answer is the caller's to type. */
    send<T>(operation: AnyOperation, input?: OperationInput, options?: CallOptions): Promise<T> {
      return callOperation(transport, operation, input, options) as Promise<T>;
    },

    /** One image file into the shop's media library. */
    uploadImage(bytes: Uint8Array, fileName: string): Promise<UploadedImage> {
      const form = new FormData();
      // Copied into a plain ArrayBuffer: a Node Buffer may sit on a shared pool.
      form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
      return callOperation(uploads, operations.uploadImage, { body: form });
    },

    /** A file the shop serves (an uploaded image, not an API call), as bytes. */
    async download(path: string): Promise<{ bytes: Uint8Array; contentType: string }> {
      const url = `${(transport.baseUrl as () => string)()}${path}`;
      let response: Response;
      try {
        const signal = AbortSignal.any([AbortSignal.timeout(REQUEST_TIMEOUT_MS), lifetime.signal]);
        response = await rawFetch(url, { signal });
      } catch {
        throw unreachable(UNREACHABLE_MESSAGE);
      }
      // An image the shop serves is an image; a web page in its place is someone else's answer.
      const contentType = response.headers.get('content-type') ?? '';
      if (response.ok && !contentType.startsWith('image/')) {
        await response.arrayBuffer().catch(() => undefined);
        throw unreachable(UNREACHABLE_MESSAGE);
      }
      if (!response.ok) {
        throw new AdminApiError({
          status: response.status,
          message: fallbackMessage(response.status),
        });
      }
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },

    /**
     * Ends every request on its way now (it fails as unreachable, so what it carried stays
     * queued); requests made afterwards go out as usual.
     */
    abortAll(): void {
      lifetime.abort();
      lifetime = new AbortController();
    },

    /** Sign-in does not use the stored address or token: it is how they are obtained. */
    signIn(serverUrl: string, email: string, password: string): Promise<AuthSession> {
      return callOperation(
        { fetch: fetchImpl, baseUrl: serverUrl, timeoutMs: REQUEST_TIMEOUT_MS, fallbackMessage },
        operations.login,
        { body: { email, password } },
      );
    },
  };
}
