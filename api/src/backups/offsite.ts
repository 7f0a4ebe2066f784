// The off-site copies: each backup set uploaded to S3-compatible storage (AWS S3, Backblaze B2,
// Cloudflare R2, MinIO), one object per file under <prefix>/<set name>/, its manifest last, so a
// set whose manifest is there is complete. BACKUP_S3_URL names the bucket and prefix, and the
// endpoint and region for storage other than AWS:
//   s3://bucket/prefix?endpoint=https://s3.eu-central-003.backblazeb2.com&region=eu-central-003
// The keys come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, as every S3 tool reads them.

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { BACKUP_SET_PREFIX, MANIFEST_FILE } from './backup-set.ts';

export interface OffsiteTarget {
  bucket: string;
  /** Without slashes at either end; may be empty. */
  prefix: string;
  endpoint: string | null;
  region: string;
}

export function parseBackupS3Url(value: string | undefined): OffsiteTarget | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`BACKUP_S3_URL must look like s3://bucket/prefix, got "${value}"`);
  }
  if (url.protocol !== 's3:' || url.hostname === '') {
    throw new Error(`BACKUP_S3_URL must look like s3://bucket/prefix, got "${value}"`);
  }
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint !== null && !/^https?:\/\//.test(endpoint)) {
    throw new Error(`BACKUP_S3_URL: endpoint must be an http(s) URL, got "${endpoint}"`);
  }
  return {
    bucket: url.hostname,
    prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ''),
    endpoint,
    region: url.searchParams.get('region') ?? process.env['AWS_REGION'] ?? 'us-east-1',
  };
}

/** Where a set lives, as the admin and the doctor show it. */
export function offsiteLocation(target: OffsiteTarget, name: string): string {
  return `s3://${target.bucket}/${keyOf(target, name)}/`;
}

function keyOf(target: OffsiteTarget, ...parts: string[]): string {
  return [target.prefix, ...parts].filter(Boolean).join('/');
}

export interface OffsiteStore {
  /** Uploads a backup set folder; the manifest goes last. */
  upload(folder: string, name: string): Promise<void>;
  /** The complete sets stored, oldest first. */
  list(): Promise<string[]>;
  /** Downloads a set (its name, or its key under the prefix) into `folder`. */
  download(name: string, folder: string): Promise<void>;
  /** Removes all but the newest `keep` sets; answers the names removed. */
  prune(keep: number): Promise<string[]>;
  close(): void;
}

export function createOffsiteStore(target: OffsiteTarget): OffsiteStore {
  const client = new S3Client({
    region: target.region,
    ...(target.endpoint ? { endpoint: target.endpoint, forcePathStyle: true } : {}),
  });
  const Bucket = target.bucket;

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  async function list(): Promise<string[]> {
    const base = target.prefix ? `${target.prefix}/` : '';
    const manifests = (await keysUnder(base + BACKUP_SET_PREFIX)).filter((key) =>
      key.endsWith(`/${MANIFEST_FILE}`),
    );
    return manifests.map((key) => key.slice(base.length).split('/')[0]!).sort();
  }

  return {
    async upload(folder, name) {
      const files = walk(folder).map((path) => relative(folder, path).split(sep).join('/'));
      const ordered = [...files.filter((f) => f !== MANIFEST_FILE), MANIFEST_FILE];
      for (const file of ordered) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(target, name, file),
            Body: readFileSync(join(folder, file)),
          }),
        );
      }
    },
    list,
    async download(nameOrKey, folder) {
      // A set's name, or any key or s3:// address that ends in it.
      const name = /(kawaii-[^/]+)\/?(?:manifest\.json)?$/.exec(nameOrKey)?.[1];
      if (!name) throw new Error(`"${nameOrKey}" does not name a backup set (kawaii-<time>)`);
      const prefix = `${keyOf(target, name)}/`;
      const keys = await keysUnder(prefix);
      if (!keys.includes(prefix + MANIFEST_FILE)) {
        throw new Error(`No complete backup set at s3://${Bucket}/${prefix}`);
      }
      for (const key of keys) {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = await object.Body!.transformToByteArray();
        const path = join(folder, ...key.slice(prefix.length).split('/'));
        mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
        writeFileSync(path, bytes, { mode: 0o600 });
      }
    },
    async prune(keep) {
      const sets = await list();
      const old = sets.slice(0, Math.max(0, sets.length - keep));
      for (const name of old) {
        const keys = await keysUnder(`${keyOf(target, name)}/`);
        for (let i = 0; i < keys.length; i += 1000) {
          await client.send(
            new DeleteObjectsCommand({
              Bucket,
              Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })) },
            }),
          );
        }
      }
      return old;
    },
    close: () => client.destroy(),
  };
}

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
