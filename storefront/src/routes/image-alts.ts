import type { PublicApi } from '@kawaii/shared';
import { withLoggedFallback } from './logged-fallback.ts';

/** Alt texts are a nicety on top of the record: without them, pages fall back to titles. */
export function loadImageAlts(api: PublicApi, paths: string[]): Promise<Record<string, string>> {
  return withLoggedFallback(api.getImageAlts(paths), {}, 'image alt texts');
}
