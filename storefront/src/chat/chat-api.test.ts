import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@kawaii/shared';
import { sendChatMessage } from './chat-api.ts';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('sendChatMessage', () => {
  it('posts the message as JSON and resolves to the reply', async () => {
    const fetchFn = vi.fn(async () => jsonResponse({ response: 'Our dolls are at /shop ✨' }));
    await expect(sendChatMessage('Do you sell dolls?', fetchFn)).resolves.toBe(
      'Our dolls are at /shop ✨',
    );
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/chat/message');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ message: 'Do you sell dolls?' });
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
  });

  it("sends a signed-in shopper's token, so the assistant can tell them about their orders", async () => {
    const fetchFn = vi.fn(async () => jsonResponse({ response: 'KA-10042: Shipped' }));
    await sendChatMessage('Where is my order?', fetchFn, 'token-123');
    const [, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('names the product the conversation is about when there is one', async () => {
    const fetchFn = vi.fn(async () => jsonResponse({ response: 'Yes!' }));
    await sendChatMessage('Do you have it in 1/6?', fetchFn, null, 'lace1');
    const [, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      message: 'Do you have it in 1/6?',
      productId: 'lace1',
    });
  });

  it('rejects on an error status, with the server message', async () => {
    const fetchFn = vi.fn(async () => jsonResponse({ message: 'Too many requests' }, 429));
    const failure = sendChatMessage('hi', fetchFn);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('Too many requests');
  });

  it('rejects when the network fails or the body is not a reply', async () => {
    await expect(
      sendChatMessage('hi', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toMatchObject({ status: 0, isUnreachable: true });
    await expect(sendChatMessage('hi', async () => jsonResponse({ reply: 'x' }))).rejects.toThrow(
      'without a response',
    );
    await expect(sendChatMessage('hi', async () => new Response('<html>'))).rejects.toThrow();
  });
});
