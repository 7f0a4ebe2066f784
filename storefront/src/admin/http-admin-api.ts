// The web admin's AdminApi: the contract's /api endpoints (spec.md section 7, api-contract.md)
// with the bearer token of the signed-in admin. Saves are JSON with stored image paths; new
// images go up one by one through POST /api/media, over XMLHttpRequest because fetch reports no
// upload progress.

import {
  AdminApiError,
  type AdminApi,
  type AdminOrder,
  type Artwork,
  type BlogPost,
  type Category,
  type EmailMessage,
  type EmailPage,
  type Enquiry,
  type EnquiryPage,
  type Game,
  type MediaItem,
  type MediaUse,
  type OrderDeskPage,
  patchFields,
  type Save,
  saveFieldsOf,
  type SyncedCollection,
  type Product,
  type ShopSettings,
  type UploadedImage,
  type UploadOptions,
  type User,
} from '@kawaii/shared';
import { withQuery, type Fetch } from '../api/http-json.ts';

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

function isRefusal(status: number): status is 401 | 403 {
  return status === 401 || status === 403;
}

/** A request that never reached the server: status 0, no server message. */
export const NETWORK_FAILURE_STATUS = 0;

function storedToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem('token');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The contract's error body `{message, errors?, current?}` as an AdminApiError. */
export function failureFromBody(status: number, body: unknown): AdminApiError {
  const fields = isRecord(body) ? body : {};
  return new AdminApiError({
    status,
    message: typeof fields['message'] === 'string' ? fields['message'] : '',
    errors: isRecord(fields['errors']) ? (fields['errors'] as Record<string, string>) : undefined,
    current: fields['current'],
  });
}

function networkFailure(): AdminApiError {
  return new AdminApiError({ status: NETWORK_FAILURE_STATUS, message: '' });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/** Where each content collection lives under /api. */
const COLLECTION_PATHS: Record<SyncedCollection, string> = {
  posts: '/blog',
  artworks: '/artworks',
  products: '/shop',
  categories: '/categories',
  games: '/games',
};

export function createHttpAdminApi(options: HttpAdminApiOptions = {}): AdminApi {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const baseUrl = options.baseUrl ?? '';
  const getToken = options.getToken ?? storedToken;
  const createUploadRequest = options.createUploadRequest ?? (() => new XMLHttpRequest());
  const noteRefusal = (status: number) => {
    if (isRefusal(status)) options.onRefused?.(status);
  };
  const url = (path: string) => `${baseUrl}/api${path}`;
  const segment = encodeURIComponent;

  function authHeaders(): Record<string, string> {
    const token = getToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  async function send<T>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...extraHeaders,
      ...authHeaders(),
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(url(path), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw networkFailure();
    }
    const answer = parseJson(await response.text());
    if (!response.ok) {
      noteRefusal(response.status);
      throw failureFromBody(response.status, answer);
    }
    return answer as T;
  }

  /**
   * POST to create (with its Idempotency-Key); an update made from a record the form opened is a
   * PATCH of the changed fields on that record's version; any other update a PUT.
   */
  function save<T>(
    collection: SyncedCollection,
    id: string | null,
    record: Save<Record<string, unknown>>,
  ): Promise<T> {
    const { editedFrom, idempotencyKey, ...body } = record;
    const path = COLLECTION_PATHS[collection];
    if (id === null) {
      return send<T>(
        'POST',
        path,
        body,
        idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
      );
    }
    const { version, ...fields } = body;
    if (editedFrom === undefined || version === undefined) {
      return send<T>('PUT', `${path}/${segment(id)}`, body);
    }
    const changes = patchFields(saveFieldsOf(collection, editedFrom), fields);
    return send<T>('PATCH', `${path}/${segment(id)}`, { version, ...changes });
  }

  async function remove(collection: string, id: string): Promise<void> {
    await send('DELETE', `${collection}/${segment(id)}`);
  }

  function uploadImage(
    file: Blob,
    fileName: string,
    { onProgress, signal }: UploadOptions = {},
  ): Promise<UploadedImage> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const request = createUploadRequest();
      request.open('POST', url('/media'));
      request.setRequestHeader('Accept', 'application/json');
      for (const [name, value] of Object.entries(authHeaders())) {
        request.setRequestHeader(name, value);
      }
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      request.onload = () => {
        const answer = parseJson(request.responseText);
        if (request.status >= 200 && request.status < 300) {
          onProgress?.(1);
          resolve(answer as UploadedImage);
        } else {
          noteRefusal(request.status);
          reject(failureFromBody(request.status, answer));
        }
      };
      request.onerror = () => reject(networkFailure());
      request.onabort = () => reject(abortError());
      signal?.addEventListener('abort', () => request.abort(), { once: true });
      const form = new FormData();
      form.append('file', file, fileName);
      request.send(form);
    });
  }

  return {
    listPosts: () => send<BlogPost[]>('GET', '/blog'),
    savePost: (id, post) => save<BlogPost>('posts', id, post),
    deletePost: (id) => remove('/blog', id),

    listArtworks: () => send<Artwork[]>('GET', '/artworks'),
    saveArtwork: (id, artwork) => save<Artwork>('artworks', id, artwork),
    deleteArtwork: (id) => remove('/artworks', id),

    listProducts: () => send<Product[]>('GET', '/shop'),
    saveProduct: (id, product) => save<Product>('products', id, product),
    deleteProduct: (id) => remove('/shop', id),

    listCategories: () => send<Category[]>('GET', '/categories'),
    saveCategory: (id, category) => save<Category>('categories', id, category),
    deleteCategory: (id) => remove('/categories', id),

    listGames: () => send<Game[]>('GET', '/games'),
    saveGame: (id, game) => save<Game>('games', id, game),
    deleteGame: (id) => remove('/games', id),

    getSettings: () => send<ShopSettings>('GET', '/settings'),
    saveSettings: (settings) => send<ShopSettings>('PUT', '/settings', settings),

    uploadImage,
    listMedia: (query = {}) => send<MediaItem[]>('GET', withQuery('/media', { ...query })),
    setMediaAlt: async (path, alt) => {
      await send('PUT', '/media/alt', { path, alt });
    },
    deleteMedia: async (path) => {
      await send('DELETE', `/media/${segment(path)}`);
    },
    mediaUsage: (path) => send<MediaUse[]>('GET', withQuery('/media/usage', { path })),

    listOrders: (query = {}) => send<OrderDeskPage>('GET', withQuery('/orders', { ...query })),
    exportOrdersCsv: async ({ status, q } = {}) => {
      let response: Response;
      try {
        response = await fetchImpl(url(withQuery('/orders/export.csv', { status, q })), {
          headers: { Accept: 'text/csv', ...authHeaders() },
        });
      } catch {
        throw networkFailure();
      }
      const text = await response.text();
      if (!response.ok) {
        noteRefusal(response.status);
        throw failureFromBody(response.status, parseJson(text));
      }
      return text;
    },
    getOrder: (id) => send<AdminOrder>('GET', `/orders/${segment(id)}`),
    reservedStock: async () =>
      (await send<{ reserved: Record<string, number> }>('GET', '/orders/reserved-stock')).reserved,
    updateOrderStatus: (id, status, note, details = {}) =>
      send<AdminOrder>('PATCH', `/orders/${segment(id)}`, { status, note, ...details }),

    listEmails: (query = {}) => send<EmailPage>('GET', withQuery('/emails', { ...query })),
    getEmail: (id) => send<EmailMessage>('GET', `/emails/${segment(id)}`),

    listEnquiries: (query = {}) => send<EnquiryPage>('GET', withQuery('/enquiries', { ...query })),
    setEnquiryStatus: (id, status) =>
      send<Enquiry>('PATCH', `/enquiries/${segment(id)}`, { status }),

    listUsers: (query = {}) => send<User[]>('GET', withQuery('/users', { ...query })),
    promoteUser: async (id) =>
      (await send<{ user: User }>('PUT', `/users/${segment(id)}/promote`)).user,
    demoteUser: async (id) =>
      (await send<{ user: User }>('PUT', `/users/${segment(id)}/demote`)).user,
  };
}
