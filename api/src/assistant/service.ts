import type { SettingsService } from '../settings/service.ts';
import { pickBestHits } from './hits.ts';
import { detectIntent } from './intents.ts';
import { toMatchQuery } from './match-query.ts';
import { catalogueReply, fallbackReply, intentReply } from './replies.ts';
import type { CatalogueSearch } from './search-store.ts';

export type AssistantService = ReturnType<typeof createAssistantService>;

/**
 * The offline assistant: a policy question is answered from the shop's rules and settings,
 * anything else from the catalogue index, and what neither knows gets a friendly way forward.
 */
export function createAssistantService(search: CatalogueSearch, settings: SettingsService) {
  return {
    reply(message: string): string {
      const shop = settings.get();
      const intent = detectIntent(message);
      if (intent) return intentReply(intent, shop);
      const matchQuery = toMatchQuery(message);
      const hits = matchQuery ? pickBestHits(search.find(matchQuery)) : [];
      return hits.length > 0 ? catalogueReply(hits) : fallbackReply(shop);
    },
  };
}
