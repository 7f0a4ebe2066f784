import { describe, expect, it, vi } from 'vitest';
import {
  CHAT_FAILURE_MESSAGE,
  CHAT_GREETING,
  CHAT_MAX_LENGTH,
  createChatStore,
  firstLinkedProduct,
  isBlankMessage,
} from './store.ts';

const NOW = new Date('2026-03-14T10:42:00.000Z');

/** A reply the test can release when it wants, to look at the waiting state in between. */
function deferredReply() {
  let resolve: (reply: string) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const ask = vi.fn(
    () =>
      new Promise<string>((done, fail) => {
        resolve = done;
        reject = fail;
      }),
  );
  return { ask, resolve: (reply: string) => resolve(reply), reject: (e: Error) => reject(e) };
}

describe('the chat conversation', () => {
  it('starts closed, and greets the visitor when first opened', () => {
    const store = createChatStore(vi.fn(), () => NOW);
    expect(store.getState().open).toBe(false);
    expect(store.getState().messages).toEqual([]);

    store.getState().openChat();
    expect(store.getState().open).toBe(true);
    expect(store.getState().messages).toEqual([
      { type: 'bot', content: CHAT_GREETING, timestamp: NOW.toISOString() },
    ]);
  });

  it('keeps the conversation when closed and opened again (one greeting only)', () => {
    const store = createChatStore(vi.fn(), () => NOW);
    store.getState().openChat();
    store.getState().closeChat();
    expect(store.getState().open).toBe(false);
    store.getState().openChat();
    expect(store.getState().messages).toHaveLength(1);
  });

  it('sends the trimmed draft, shows it, waits for the reply, then shows the reply', async () => {
    const reply = deferredReply();
    const store = createChatStore(reply.ask, () => NOW);
    store.getState().openChat();
    store.getState().setDraft('  Do you ship to Canada?  ');

    const sending = store.getState().submitDraft();
    expect(reply.ask).toHaveBeenCalledWith('Do you ship to Canada?');
    expect(store.getState().draft).toBe('');
    expect(store.getState().pendingReplies).toBe(1);
    expect(store.getState().messages.at(-1)).toEqual({
      type: 'user',
      content: 'Do you ship to Canada?',
      timestamp: NOW.toISOString(),
    });

    reply.resolve('Yes! See /shop for shipping details.');
    await sending;
    expect(store.getState().pendingReplies).toBe(0);
    expect(store.getState().messages.at(-1)).toMatchObject({
      type: 'bot',
      content: 'Yes! See /shop for shipping details.',
    });
  });

  it('answers any failure with the apology, exactly', async () => {
    const reply = deferredReply();
    const store = createChatStore(reply.ask);
    store.getState().setDraft('hello');
    const sending = store.getState().submitDraft();
    reply.reject(new Error('Failed to fetch'));
    await sending;
    expect(store.getState().messages.at(-1)).toMatchObject({
      type: 'bot',
      content: "I'm sorry, I'm having trouble connecting right now. Please try again later.",
    });
    expect(CHAT_FAILURE_MESSAGE).toBe(
      "I'm sorry, I'm having trouble connecting right now. Please try again later.",
    );
    expect(store.getState().pendingReplies).toBe(0);

    const blank = createChatStore(async () => '   ');
    blank.getState().setDraft('hello');
    await blank.getState().submitDraft();
    expect(blank.getState().messages.at(-1)?.content).toBe(CHAT_FAILURE_MESSAGE);
  });

  it('does not send blank or whitespace-only text', async () => {
    const ask = vi.fn(async () => 'never');
    const store = createChatStore(ask);
    for (const draft of ['', '   ', '\n\t ']) {
      store.getState().setDraft(draft);
      await store.getState().submitDraft();
    }
    expect(ask).not.toHaveBeenCalled();
    expect(store.getState().messages).toEqual([]);
    expect(isBlankMessage(' \n')).toBe(true);
    expect(isBlankMessage(' a ')).toBe(false);
  });

  it('keeps the draft within 1,000 characters', () => {
    const store = createChatStore(vi.fn());
    store.getState().setDraft('x'.repeat(1_200));
    expect(store.getState().draft).toHaveLength(CHAT_MAX_LENGTH);
    expect(CHAT_MAX_LENGTH).toBe(1_000);
  });

  it('counts overlapping replies, so the indicator stays until the last one is in', async () => {
    const answer = new Map<string, (reply: string) => void>();
    const store = createChatStore((text) => new Promise((resolve) => answer.set(text, resolve)));
    store.getState().setDraft('one');
    const sendingOne = store.getState().submitDraft();
    store.getState().setDraft('two');
    const sendingTwo = store.getState().submitDraft();
    expect(store.getState().pendingReplies).toBe(2);

    answer.get('one')?.('first answer');
    await sendingOne;
    expect(store.getState().pendingReplies).toBe(1);
    answer.get('two')?.('second answer');
    await sendingTwo;
    expect(store.getState().pendingReplies).toBe(0);
    expect(store.getState().messages.map((message) => message.content)).toEqual([
      'one',
      'two',
      'first answer',
      'second answer',
    ]);
  });
});

describe('the product the conversation is about', () => {
  it('is the product page last opened, or the product the assistant last linked', async () => {
    const ask = vi.fn(async (text: string) =>
      text === 'lace dress?' ? '✿ [Lace Dress](/shop/lace1?Size=1%2F6): $40.00' : 'Happy to help!',
    );
    const store = createChatStore(ask, () => NOW);
    store.getState().setDraft('Is it in stock?');
    await store.getState().submitDraft();
    expect(ask).toHaveBeenLastCalledWith('Is it in stock?');

    store.getState().viewProduct('bunny1');
    store.getState().setDraft('Do you have it in 1/6?');
    await store.getState().submitDraft();
    expect(ask).toHaveBeenLastCalledWith('Do you have it in 1/6?', 'bunny1');

    store.getState().setDraft('lace dress?');
    await store.getState().submitDraft();
    store.getState().setDraft('When will it ship?');
    await store.getState().submitDraft();
    expect(ask).toHaveBeenLastCalledWith('When will it ship?', 'lace1');
  });

  it('reads the first product a reply links to', () => {
    expect(firstLinkedProduct('See [A](/shop/a1) and [B](/shop/b2)')).toBe('a1');
    expect(firstLinkedProduct('[Size: 1/6](/shop/c3?Size=1%2F6)')).toBe('c3');
    expect(firstLinkedProduct('Browse [the shop](/shop) ✨')).toBeNull();
  });
});
