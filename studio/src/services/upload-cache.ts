// The shop's uploaded images, kept on disk once seen, so the admin screens show them offline too.
// Stored files never change (the shop gives every new upload a new name), so a cached copy never
// needs checking again.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { uploadFileName } from '@kawaii/shared';
import type { ShopClient } from './shop-client.ts';

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
    /**
     * The file, from the cache or else from the shop; null for a path that is not an upload
     * (nothing else is fetched or written: no folders, no traversal).
     */
    async get(path: string): Promise<CachedFile | null> {
      const name = uploadFileName(path);
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
