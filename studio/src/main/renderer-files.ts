// Which file of the built renderer answers a studio-app:// request: only files inside the
// renderer folder, whatever the path says.
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

export const APP_PAGE = 'index.html';

/** The file for a URL path, or null when the path tries to leave the folder. */
export function rendererFileFor(rendererDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // A path that climbs is refused outright, not normalized into something else.
  if (decoded.includes('\0') || decoded.split(/[/\\]/).includes('..')) return null;
  const relative = normalize(decoded).replace(/^[/\\]+/, '');
  if (relative === '' || relative === '.') return join(rendererDir, APP_PAGE);
  const file = join(rendererDir, relative);
  return file.startsWith(rendererDir + sep) ? file : null;
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}
