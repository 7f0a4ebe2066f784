// The studio's two URL schemes. studio-app:// serves the built renderer (with the CSP header)
// and, under /uploads/, the shop's images from the offline cache; studio-local:// serves the
// previews of images on this computer.
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { protocol } from 'electron';
import { UPLOADS_PREFIX } from '@kawaii/shared';
import type { StudioServices } from '../services/studio-services.ts';
import { localImageId } from '../services/references.ts';
import { APP_PAGE, contentTypeOf, rendererFileFor } from './renderer-files.ts';
import { APP_SCHEME, CONTENT_SECURITY_POLICY, LOCAL_IMAGE_SCHEME } from './studio-origin.ts';

/** Must run before the app is ready. */
export function registerStudioSchemes(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
    { scheme: LOCAL_IMAGE_SCHEME, privileges: { standard: true, secure: true } },
  ]);
}

const notFound = () => new Response('Not found', { status: 404 });

async function fileResponse(file: string): Promise<Response> {
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) return notFound();
  const headers: Record<string, string> = { 'Content-Type': contentTypeOf(file) };
  if (file.endsWith('.html')) headers['Content-Security-Policy'] = CONTENT_SECURITY_POLICY;
  return new Response(bytes, { headers });
}

export function handleStudioProtocols(rendererDir: string, services: StudioServices): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(UPLOADS_PREFIX)) {
      const cached = await services.uploadCache.get(pathname).catch(() => null);
      if (!cached) return notFound();
      return new Response(new Uint8Array(cached.bytes), {
        headers: { 'Content-Type': cached.contentType },
      });
    }
    const file = rendererFileFor(rendererDir, pathname);
    if (!file) return notFound();
    const response = await fileResponse(file);
    // A screen's address (no file extension) reloads as the app's page.
    if (response.status === 404 && extname(pathname) === '') {
      return fileResponse(join(rendererDir, APP_PAGE));
    }
    return response;
  });

  protocol.handle(LOCAL_IMAGE_SCHEME, async (request) => {
    const imageId = localImageId(request.url);
    const image = imageId === null ? null : services.media.find(imageId);
    return image ? fileResponse(image.previewFile) : notFound();
  });
}
