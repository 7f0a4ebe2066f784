// The assistant conversation: closed or open; sending adds the
// visitor's message, a reply is awaited (the typing indicator), then the bot answers or
// apologises. Kept in a store outside the widget so it survives page changes. It also knows
// which product the conversation is about (the product page last opened, or the product the
// assistant last linked to, whichever came later), so "Do you have it in 1/6?" can be answered.

import { create } from 'zustand';
import type { ChatMessage } from '@kawaii/shared';
import { followViewedProducts } from './viewed-product.ts';

export const CHAT_GREETING =
  "Hi there! ♡ I'm Momo's art assistant. Ask me about dolls, prints, shipping, Zelle payment or your reward points!";
export const CHAT_FAILURE_MESSAGE =
  "I'm sorry, I'm having trouble connecting right now. Please try again later.";
/** The API refuses messages longer than this with a 400. */
export const CHAT_MAX_LENGTH = 1_000;

export function isBlankMessage(text: string): boolean {
  return text.trim() === '';
}

export interface ChatState {
  open: boolean;
  messages: ChatMessage[];
  draft: string;
  /** Replies still on their way; the typing indicator shows while this is above zero. */
  pendingReplies: number;
  /** The id of the product "it" means, or null. */
  aboutProduct: string | null;
  /** A product page was opened: the conversation is about that product now. */
  viewProduct(id: string): void;
  openChat(): void;
  closeChat(): void;
  setDraft(text: string): void;
  /** Sends the draft (unless blank) and clears it; resolves once the reply is shown. */
  submitDraft(): Promise<void>;
}

type AskAssistant = (text: string, productId?: string) => Promise<string>;

/** The assistant's API call loads with the first question, not with every page. */
const askAssistant: AskAssistant = (text, productId) =>
  import('./chat-api.ts').then(({ sendChatMessage }) =>
    sendChatMessage(text, undefined, undefined, productId ?? null),
  );

/** The first product a reply links to ([Lace Dress](/shop/p1?Size=1%2F6)), or null. */
export function firstLinkedProduct(reply: string): string | null {
  const match = /\]\(\/shop\/([A-Za-z0-9_-]+)[)?]/.exec(reply);
  return match?.[1] ?? null;
}

export function createChatStore(ask: AskAssistant = askAssistant, now = () => new Date()) {
  const message = (type: ChatMessage['type'], content: string): ChatMessage => ({
    type,
    content,
    timestamp: now().toISOString(),
  });

  return create<ChatState>()((set, get) => ({
    open: false,
    messages: [],
    draft: '',
    pendingReplies: 0,
    aboutProduct: null,

    viewProduct(id) {
      set({ aboutProduct: id });
    },

    openChat() {
      // The greeting is written when the chat is first opened, so its time is the visitor's.
      set((state) => ({
        open: true,
        messages: state.messages.length > 0 ? state.messages : [message('bot', CHAT_GREETING)],
      }));
    },

    closeChat() {
      set({ open: false });
    },

    setDraft(text) {
      set({ draft: text.slice(0, CHAT_MAX_LENGTH) });
    },

    async submitDraft() {
      const content = get().draft.trim();
      if (content === '') return;
      set((state) => ({
        draft: '',
        messages: [...state.messages, message('user', content)],
        pendingReplies: state.pendingReplies + 1,
      }));
      let reply: string;
      try {
        const about = get().aboutProduct;
        reply = await (about ? ask(content, about) : ask(content));
        if (isBlankMessage(reply)) reply = CHAT_FAILURE_MESSAGE;
      } catch {
        reply = CHAT_FAILURE_MESSAGE;
      }
      set((state) => ({
        messages: [...state.messages, message('bot', reply)],
        pendingReplies: state.pendingReplies - 1,
        aboutProduct: firstLinkedProduct(reply) ?? state.aboutProduct,
      }));
    },
  }));
}

export const useChat = createChatStore();
followViewedProducts((id) => useChat.getState().viewProduct(id));
