// Admin saves for content tests: JSON or multipart (with real image files), signed in.

import type { TestApp } from './test-app.ts';

export type FormFields = Record<string, string | string[]>;

export interface FormFile {
  field: string;
  content: Buffer;
  /** The name the browser would send; the server never trusts it. */
  name?: string;
}

export interface AdminRequests {
  json(method: 'POST' | 'PUT', path: string, body: unknown): Promise<Response>;
  form(
    method: 'POST' | 'PUT',
    path: string,
    fields: FormFields,
    files?: FormFile[],
  ): Promise<Response>;
  delete(path: string): Promise<Response>;
  /** Uploads an image through POST /api/media and answers its stored path. */
  upload(content: Buffer): Promise<string>;
}

/** Requests sent with the given headers (usually a bearer token from test/auth.ts). */
export function adminRequests(app: TestApp, headers: Record<string, string>): AdminRequests {
  return {
    json: (method, path, body) =>
      app.get(path, {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),

    form(method, path, fields, files = []) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
      }
      for (const file of files) {
        form.append(file.field, new Blob([new Uint8Array(file.content)]), file.name ?? 'image.png');
      }
      // fetch sets the multipart content type with its boundary.
      return app.get(path, { method, headers, body: form });
    },

    delete: (path) => app.get(path, { method: 'DELETE', headers }),

    async upload(content) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)]), 'image.png');
      const response = await app.get('/api/media', { method: 'POST', headers, body: form });
      if (response.status !== 201) throw new Error(`Upload answered ${response.status}`);
      return ((await response.json()) as { path: string }).path;
    },
  };
}
