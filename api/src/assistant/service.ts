import {
  parseOrderNumber,
  productPagePath,
  type CommissionOpenings,
  type Product,
} from '@kawaii/shared';
import type { SettingsService } from '../settings/service.ts';
import { findInCatalogue } from './catalogue.ts';
import { commissionsReply, readCommissionQuestion, type CustomPiece } from './commissions-reply.ts';
import { effectivePriceCents, MAX_HITS, pickBestHits, type CatalogueHit } from './hits.ts';
import { detectIntent, readShippingQuestion, type Intent } from './intents.ts';
import type { LanguageModelAssistant } from './language-model.ts';
import { toMatchQuery } from './match-query.ts';
import {
  askedValues,
  readProductQuestion,
  unknownAskedValue,
  type ProductQuestion,
} from './product-questions.ts';
import { availabilityReply, shipsWhenReply, whichProductReply } from './product-replies.ts';
import {
  catalogueReply,
  fallbackReply,
  hitPath,
  intentReply,
  orderStatusReply,
  type OrderGlance,
  type ReplySettings,
} from './replies.ts';
import type { CatalogueSearch } from './search-store.ts';
import { shippingReply } from './shipping-reply.ts';

export type AssistantService = ReturnType<typeof createAssistantService>;

/** What the answer was about: a policy topic, records of the catalogue, or nothing known. */
export type AnswerTopic = Intent | 'catalogue' | 'availability' | 'ships-when' | 'unknown';

export interface AssistantAnswer {
  topic: AnswerTopic;
  text: string;
  /** The records the answer links to, best first. */
  records: { kind: CatalogueHit['kind']; title: string; path: string }[];
}

/**
 * Who asks: a signed-in customer's id lets the assistant tell them about their orders; the
 * product the conversation is about (the page they are on, the product last linked) is what
 * "it" means in "Do you have it in 1/6?".
 */
export interface Asker {
  userId: string | null;
  productId?: string | null;
}

export interface AssistantDependencies {
  search: CatalogueSearch;
  settings: SettingsService;
  /** A customer's orders, newest first. */
  ordersOf(userId: string): OrderGlance[];
  /** A published product as the shop shows it, or null. */
  productOf(id: string): Product | null;
  /** The clock pre-order windows are read against. */
  now?: () => Date;
  /** The commission settings as the public page shows them (open, slots left, intro, terms). */
  commissionOpenings?: () => CommissionOpenings;
  /** The optional language model; the offline assistant answers when it is absent or fails. */
  languageModel?: LanguageModelAssistant | null;
}

/**
 * The assistant. Offline by default: a policy question is answered from the shop's rules and
 * settings, anything else from the catalogue index, and what neither knows gets a friendly way
 * forward. With a language model configured, the model answers using the same shop search.
 */
export function createAssistantService({
  search,
  settings,
  ordersOf,
  productOf,
  now = () => new Date(),
  commissionOpenings,
  languageModel = null,
}: AssistantDependencies) {
  /** The product asked about: the one named, else (or for "it") the one being talked about. */
  function productAsked(question: ProductQuestion, asker: Asker): Product | null {
    const current = asker.productId ? productOf(asker.productId) : null;
    if (question.refersBack && current) return current;
    for (const mode of ['all', 'any'] as const) {
      const query = toMatchQuery(question.naming, mode);
      if (!query) break;
      const [best] = pickBestHits(
        search.find(query).filter(({ hit }) => hit.kind === 'product'),
        1,
      );
      const named = best ? productOf(best.kind === 'product' ? best.id : '') : null;
      if (named) return named;
    }
    return current;
  }

  /** "Do you have it in 1/6?", "When will it ship?", or null when the message asks neither. */
  function answerAboutProduct(message: string, asker: Asker): AssistantAnswer | null {
    const question = readProductQuestion(message);
    if (!question) return null;
    const product = productAsked(question, asker);
    if (!product) {
      // "Is it in stock?" with nothing to point at; "When will it ship?" is then about shipping.
      return question.kind === 'availability' && question.refersBack
        ? { topic: 'availability', text: whichProductReply(), records: [] }
        : null;
    }
    const asked = askedValues(message, product.options);
    const text =
      question.kind === 'availability'
        ? availabilityReply(product, asked, unknownAskedValue(message), now())
        : shipsWhenReply(product, asked, now());
    return {
      topic: question.kind,
      text,
      records: [{ kind: 'product', title: product.title, path: productPagePath(product._id) }],
    };
  }

  /** The catalogue's custom, made-to-order pieces: an idea of what a custom piece costs. */
  function customPieces(): CustomPiece[] {
    return search
      .find(toMatchQuery('custom', 'any')!)
      .map(({ hit }) => hit)
      .filter((hit) => hit.kind === 'product')
      .slice(0, MAX_HITS)
      .map((hit) => ({ id: hit.id, title: hit.title, priceCents: effectivePriceCents(hit) }));
  }

  function answerOffline(message: string, asker: Asker): AssistantAnswer {
    const shop = settings.get() as ReplySettings;
    const aboutProduct = answerAboutProduct(message, asker);
    if (aboutProduct) return aboutProduct;
    const intent = detectIntent(message);
    if (intent === 'shipping') {
      const text = shippingReply(
        readShippingQuestion(message),
        shop.shippingZones ?? [],
        shop.contactEmail,
      );
      return { topic: intent, text, records: [] };
    }
    if (intent === 'order-status') {
      const orders = asker.userId ? ordersOf(asker.userId) : null;
      const text = orderStatusReply(orders, askedOrderNumber(message), shop);
      return { topic: intent, text, records: [] };
    }
    if (intent === 'commissions' && commissionOpenings) {
      const text = commissionsReply(
        readCommissionQuestion(message),
        commissionOpenings(),
        customPieces(),
        shop,
      );
      return { topic: intent, text, records: [] };
    }
    if (intent) return { topic: intent, text: intentReply(intent, shop), records: [] };

    const finding = findInCatalogue(search, message);
    if (finding.hits.length === 0) {
      return { topic: 'unknown', text: fallbackReply(shop), records: [] };
    }
    return {
      topic: 'catalogue',
      text: catalogueReply(finding),
      records: finding.hits.map((hit) => ({
        kind: hit.kind,
        title: hit.title,
        path: hitPath(hit),
      })),
    };
  }

  return {
    /** The offline answer with what it was about (the question set checks it). */
    answerOffline,

    /** The reply the chat shows: the language model's when configured and working. */
    async reply(message: string, asker: Asker = { userId: null }): Promise<string> {
      if (languageModel) {
        const modelReply = await languageModel.reply(message, (question) =>
          answerOffline(question, asker),
        );
        if (modelReply !== null) return modelReply;
      }
      return answerOffline(message, asker).text;
    },
  };
}

/** "KA-10042" or "order 10042" in the message, or null. */
function askedOrderNumber(message: string): number | null {
  const match = /\b(?:ka-?|order\s*#?\s*)(\d{3,9})\b/i.exec(message);
  return match ? parseOrderNumber(match[1]!) : null;
}
