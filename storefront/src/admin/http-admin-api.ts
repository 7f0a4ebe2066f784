// The web admin's AdminApi: each operation through the typed client of the operation contract,
// with the bearer token of the signed-in admin. Saves are JSON with stored image paths; new
// images go up one by one (uploadImage), over XMLHttpRequest because fetch reports no upload
// progress.

import {
  COLLECTION_OPERATIONS,
  callOperation,
  createApiClient,
  decodeFailure,
  operations,
  parseAnswerText,
  patchFields,
  saveFieldsOf,
  unreachable,
  type AdminApi,
  type ClientTransport,
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

export function createHttpAdminApi(options: HttpAdminApiOptions = {}): AdminApi {
  const transport: ClientTransport = {
    fetch: options.fetch,
    baseUrl: options.baseUrl ?? '',
    token: options.getToken ?? storedToken,
    onRefused: options.onRefused,
  };
  const api = createApiClient(transport);
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
    listPosts: () => api.listPosts(),
    savePost: (id, post) => save('posts', id, post),
    deletePost: async (id) => {
      await api.deletePost({ params: { id } });
    },
    previewLink: (kind, id) => api.createPreviewLink({ body: { kind, id } }),

    listArtworks: () => api.listArtworks(),
    saveArtwork: (id, artwork) => save('artworks', id, artwork),
    deleteArtwork: async (id) => {
      await api.deleteArtwork({ params: { id } });
    },

    listProducts: () => api.listProducts(),
    saveProduct: (id, product) => save('products', id, product),
    deleteProduct: async (id) => {
      await api.deleteProduct({ params: { id } });
    },

    listCategories: () => api.listCategories(),
    saveCategory: (id, category) => save('categories', id, category),
    deleteCategory: async (id) => {
      await api.deleteCategory({ params: { id } });
    },

    listGames: () => api.listGames(),
    saveGame: (id, game) => save('games', id, game),
    deleteGame: async (id) => {
      await api.deleteGame({ params: { id } });
    },

    getSettings: () => api.getSettings(),
    saveSettings: (settings) => api.updateSettings({ body: settings }),

    uploadImage,
    listMedia: (query = {}) => api.listMedia({ query }),
    setMediaAlt: async (path, alt) => {
      await api.setMediaAlt({ body: { path, alt } });
    },
    deleteMedia: async (path) => {
      await api.deleteMedia({ params: { encodedPath: path } });
    },
    mediaUsage: (path) => api.getMediaUsage({ query: { path } }),
    listUnusedMedia: () => api.listUnusedMedia({}),
    cleanUpMedia: (paths) => api.cleanUpMedia({ body: { paths } }),

    listOrders: (query = {}) => api.listOrders({ query }),
    exportOrdersCsv: ({ status, q } = {}) =>
      api.exportOrders({ query: { status, q } }, { headers: { Accept: 'text/csv' } }),
    getOrder: (id) => api.getOrder({ params: { id } }) as ReturnType<AdminApi['getOrder']>,
    reservedStock: async () => (await api.reservedStock()).reserved,
    updateOrderStatus: (id, status, note, details = {}) =>
      api.changeOrderStatus({ params: { id }, body: { status, note, ...details } }),

    listEmails: (query = {}) => api.listEmails({ query }),
    getEmail: (id) => api.getEmail({ params: { id } }),

    listEnquiries: (query = {}) => api.listEnquiries({ query }),
    setEnquiryStatus: (id, status) => api.setEnquiryStatus({ params: { id }, body: { status } }),

    listUsers: (query = {}) => api.listUsers({ query }),
    promoteUser: async (id) => (await api.promoteUser({ params: { id } })).user,
    demoteUser: async (id) => (await api.demoteUser({ params: { id } })).user,
    listActivity: (query = {}) => api.listActivity({ query }),
  };
}
