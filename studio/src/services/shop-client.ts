// The studio's calls to the shop's API: the typed client of the operation contract, over Node's
// fetch, with the signed-in admin's bearer token and the shop's address from the session. A call
// that never reaches the server fails with status 0, every other failure carries the contract's
// error body, so the sync can tell "offline, retry later" from "the server said no".
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

export function createShopClient(connection: ShopConnection, fetchImpl: Fetch = fetch) {
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
        response = await fetchImpl(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      } catch {
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
