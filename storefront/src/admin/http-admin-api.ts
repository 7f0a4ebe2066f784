// The web admin's AdminApi: each operation through the typed client of the operation contract,
// with the bearer token of the signed-in admin. The plain methods are derived from
// ADMIN_API_CALLS; only the saves and the upload are written here. Saves are JSON with stored image paths; new
// images go up one by one (uploadImage), over XMLHttpRequest because fetch reports no upload
// progress.

import {
  ADMIN_API_CALLS,
  COLLECTION_OPERATIONS,
  callOperation,
  decodeFailure,
  operations,
  parseAnswerText,
  patchFields,
  saveFieldsOf,
  unreachable,
  type AdminApi,
  type ClientTransport,
  type OperationName,
  type PlainAdminMethod,
  type Save,
  type SyncedCollection,
  type UploadedImage,
  type UploadOptions,
} from '@kawaii/shared';
import type { Fetch } from '../api/client.ts';

export interface HttpAdminApiOptions {
  fetch?: Fetch;
  /** Origin of the API; '' (the default) is the page's own. */
  baseUrl?: string;
  /** The bearer token; by default the one the login stored under 'token'. */
  getToken?: () => string | null;
  createUploadRequest?: () => XMLHttpRequest;
  /**
   * Told of every 401 or 403 answer, before the call fails: the session may have ended or the
   * account lost its staff role while the tab was open.
   */
  onRefused?: (status: 401 | 403) => void;
}

function storedToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem('token');
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/**
 * A create (with its Idempotency-Key); an update made from a record the form opened is a PATCH of
 * the changed fields on that record's version; any other update a PUT of the whole record.
 */
export function saveRecord<T>(
  transport: ClientTransport,
  collection: SyncedCollection,
  id: string | null,
  record: Save<Record<string, unknown>>,
): Promise<T> {
  const { editedFrom, idempotencyKey, ...body } = record;
  const saves = COLLECTION_OPERATIONS[collection];
  if (id === null) {
    return callOperation(transport, saves.create, { body }, { idempotencyKey }) as Promise<T>;
  }
  const { version, ...fields } = body;
  if (editedFrom === undefined || version === undefined) {
    return callOperation(transport, saves.update, { params: { id }, body }) as Promise<T>;
  }
  const changes = patchFields(saveFieldsOf(collection, editedFrom), fields);
  return callOperation(transport, saves.patch, {
    params: { id },
    body: { version, ...changes },
  }) as Promise<T>;
}

type LooseCall = {
  operation: OperationName;
  input: (...args: unknown[]) => Parameters<typeof callOperation>[2];
  answer: (answer: unknown) => unknown;
};

/**
 * Every plain AdminApi method (one operation, input in, answer out), derived from its entry in
 * ADMIN_API_CALLS: a new one needs nothing here.
 */
export function plainCalls(transport: ClientTransport): Pick<AdminApi, PlainAdminMethod> {
  const methods: Record<string, unknown> = {};
  for (const [method, call] of Object.entries(ADMIN_API_CALLS) as [string, LooseCall][]) {
    const operation = operations[call.operation];
    methods[method] = async (...args: unknown[]) =>
      call.answer(await callOperation(transport, operation, call.input(...args)));
  }
  return methods as Pick<AdminApi, PlainAdminMethod>;
}

export function createHttpAdminApi(options: HttpAdminApiOptions = {}): AdminApi {
  const transport: ClientTransport = {
    fetch: options.fetch,
    baseUrl: options.baseUrl ?? '',
    token: options.getToken ?? storedToken,
    onRefused: options.onRefused,
  };
  const createUploadRequest = options.createUploadRequest ?? (() => new XMLHttpRequest());
  const save = <T>(collection: SyncedCollection, id: string | null, record: object) =>
    saveRecord<T>(transport, collection, id, record as Save<Record<string, unknown>>);

  function uploadImage(
    file: Blob,
    fileName: string,
    { onProgress, signal }: UploadOptions = {},
  ): Promise<UploadedImage> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const request = createUploadRequest();
      request.open('POST', `${transport.baseUrl as string}${operations.uploadImage.path}`);
      request.setRequestHeader('Accept', 'application/json');
      const token = transport.token?.();
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      request.onload = () => {
        const answer = parseAnswerText(request.responseText);
        if (request.status >= 200 && request.status < 300) {
          onProgress?.(1);
          resolve(answer as UploadedImage);
        } else {
          if (request.status === 401 || request.status === 403) {
            options.onRefused?.(request.status);
          }
          reject(decodeFailure(request.status, answer));
        }
      };
      request.onerror = () => reject(unreachable());
      request.onabort = () => reject(abortError());
      signal?.addEventListener('abort', () => request.abort(), { once: true });
      const form = new FormData();
      form.append('file', file, fileName);
      request.send(form);
    });
  }

  return {
    ...plainCalls(transport),
    savePost: (id, post) => save('posts', id, post),
    saveArtwork: (id, artwork) => save('artworks', id, artwork),
    saveProduct: (id, product) => save('products', id, product),
    saveCategory: (id, category) => save('categories', id, category),
    saveGame: (id, game) => save('games', id, game),
    savePromotion: (id, promotion) => save('promotions', id, promotion),
    saveSale: (id, sale) => save('sales', id, sale),
    uploadImage,
  };
}
