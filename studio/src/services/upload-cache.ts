// The shop's uploaded images, kept on disk once seen, so the admin screens show them offline too.
// Stored files never change (api-contract.md: a new upload is a new name), so a cached copy never
// needs checking again.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { ShopClient } from './shop-client.ts';

/** `/uploads/<one file name>`: nothing else is fetched or written (no folders, no traversal). */
const UPLOAD_PATH = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9_@-]*(?:\.[A-Za-z0-9_@-]+)+)$/;

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

export interface CachedFile {
  bytes: Uint8Array;
  contentType: string;
}

export type UploadCache = ReturnType<typeof createUploadCache>;

export function createUploadCache(dir: string, client: Pick<ShopClient, 'download'>) {
  return {
    /** The file, from the cache or else from the shop; null for a path that is not an upload. */
    async get(path: string): Promise<CachedFile | null> {
      const name = UPLOAD_PATH.exec(path)?.[1];
      if (!name) return null;
      const cached = join(dir, name);
      const contentType = CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
      const bytes = await readFile(cached).catch(() => null);
      if (bytes) return { bytes, contentType };
      const downloaded = await client.download(path);
      await mkdir(dir, { recursive: true });
      await writeFile(cached, downloaded.bytes);
      return { bytes: downloaded.bytes, contentType };
    },
  };
}
