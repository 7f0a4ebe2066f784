// The studio in a browser, for the browser flows: its renderer built with Vite and served over
// HTTP, its bridge (`window.studio.invoke`) wired through page.exposeFunction to the SAME
// operation table and services the Electron main process uses, over a temporary data folder.
// Only Electron itself is left out, so no Electron binary is needed.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { answerOperation, createOperationTable } from '@kawaii/studio/src/main/ipc-operations.ts';
import { contentTypeOf, rendererFileFor } from '@kawaii/studio/src/main/renderer-files.ts';
import { studioImage } from '@kawaii/studio/src/main/studio-images.ts';
import { CONTENT_SECURITY_POLICY } from '@kawaii/studio/src/main/studio-origin.ts';
import { rendererViteOptions } from '@kawaii/studio/src/renderer/vite-options.ts';
import type { UpdateService } from '@kawaii/studio/src/main/update-service.ts';
import type { SecretCipher } from '@kawaii/studio/src/services/session.ts';
import {
  createStudioServices,
  type StudioServices,
} from '@kawaii/studio/src/services/studio-services.ts';

const RENDERER_ROOT = resolve(import.meta.dirname, '../../studio/src/renderer');

/** Builds the studio's renderer into a temporary folder; returns the folder. */
export async function buildStudioRenderer(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'kawaii-e2e-studio-renderer-'));
  await build({
    ...rendererViteOptions,
    configFile: false,
    root: RENDERER_ROOT,
    base: './',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/** Stands in for Electron's safeStorage: reversible, but not the token as it is. */
const testCipher: SecretCipher = {
  isAvailable: () => true,
  seal: (text) => Buffer.from(text, 'utf8').reverse(),
  open: (sealed) => Buffer.from(sealed).reverse().toString('utf8'),
};

export interface StudioHarness {
  /** Where the renderer is served: http://127.0.0.1:<port> */
  url: string;
  services: StudioServices;
  /** Cut the studio's connection to the shop (the shop itself keeps running). */
  network: { down: boolean };
  /** What the system's file dialog answers next (null: she cancels). */
  dialogs: { imageFile: string | null; folder: string | null };
  /** Opens the studio's page in `page`, its bridge wired to the services. */
  open(page: Page): Promise<void>;
  stop(): Promise<void>;
}

export interface StudioHarnessOptions {
  /** The studio's updates (a stand-in for electron-updater behind the real decisions). */
  updates?: UpdateService;
  /**
   * Where dropped files are on disk: Chromium gives a page no file paths (Electron's
   * webUtils.getPathForFile does), so a file dropped in a test is <dropDir>/<its name>.
   */
  dropDir?: string;
}

export async function startStudio(
  rendererDir: string,
  options: StudioHarnessOptions = {},
): Promise<StudioHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kawaii-e2e-studio-data-'));
  const network = { down: false };
  const services = createStudioServices({
    dataDir,
    cipher: testCipher,
    fetch: (input, init) =>
      network.down ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init),
  });
  const dialogs: StudioHarness['dialogs'] = { imageFile: null, folder: null };
  const table = createOperationTable({
    services,
    chooseFolder: async () => dialogs.folder,
    chooseImageFile: async () => dialogs.imageFile,
    updates: options.updates ?? null,
  });
  const server = await serveRenderer(rendererDir, services);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    services,
    network,
    dialogs,
    async open(page) {
      await page.exposeFunction('studioInvoke', (operation: string, args: unknown[]) =>
        answerOperation(table, operation, args.map(decodeBytes)),
      );
      await page.addInitScript(installBridge, options.dropDir ?? '');
      await page.goto(`${url}/index.html`);
    },
    async stop() {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await services.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The renderer's files with the studio's CSP, and its images (the shop's from the studio's cache,
 * hers from their saved previews) answered by the same function as the studio's protocol.
 */
function serveRenderer(rendererDir: string, services: StudioServices): Promise<Server> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://studio');
    void (async () => {
      const image = await studioImage(services, pathname);
      if (image === null) return response.writeHead(404).end();
      if (image)
        return response.writeHead(200, { 'Content-Type': image.contentType }).end(image.bytes);
      const file = rendererFileFor(rendererDir, pathname);
      const bytes = file ? await readFile(file).catch(() => null) : null;
      if (!file || !bytes) return response.writeHead(404).end();
      const headers: Record<string, string> = { 'Content-Type': contentTypeOf(file) };
      if (file.endsWith('.html')) headers['Content-Security-Policy'] = CONTENT_SECURITY_POLICY;
      response.writeHead(200, headers).end(bytes);
    })();
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)));
}

/** Bytes cross page.exposeFunction as base64 (it carries JSON-like values only). */
interface EncodedBytes {
  studioBytes: string;
}

function decodeBytes(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && 'studioBytes' in value) {
    return new Uint8Array(Buffer.from((value as EncodedBytes).studioBytes, 'base64'));
  }
  return value;
}

/** Runs in the page before its scripts: what the preload puts on `window` in Electron. */
function installBridge(dropDir: string): void {
  const encode = (value: unknown) => {
    if (!(value instanceof Uint8Array)) return value;
    let binary = '';
    for (const byte of value) binary += String.fromCharCode(byte);
    return { studioBytes: btoa(binary) };
  };
  const page = window as unknown as { studioInvoke(op: string, args: unknown[]): unknown };
  Object.assign(window, {
    studio: {
      version: 'e2e',
      platform: 'linux',
      invoke: (operation: string, ...args: unknown[]) =>
        page.studioInvoke(operation, args.map(encode)),
      pathForFile: (file: File) => (dropDir === '' ? '' : `${dropDir}/${file.name}`),
      onMenuCommand: () => () => {},
    },
  });
}
