// The studio's URL scheme. studio-app:// serves the built renderer (with the CSP header) and its
// images: the shop's /uploads/... from the offline cache, and the previews of pictures on this
// computer under /local-images/.
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { protocol } from 'electron';
import type { StudioServices } from '../services/studio-services.ts';
import { APP_PAGE, contentTypeOf, rendererFileFor } from './renderer-files.ts';
import { studioImage } from './studio-images.ts';
import { APP_SCHEME, CONTENT_SECURITY_POLICY } from './studio-origin.ts';

/** Must run before the app is ready. */
export function registerStudioSchemes(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
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
    const image = await studioImage(services, pathname);
    if (image !== undefined) {
      return image === null
        ? notFound()
        : new Response(new Uint8Array(image.bytes), {
            headers: { 'Content-Type': image.contentType },
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
}
