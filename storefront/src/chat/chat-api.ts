// The assistant's one call: a question in, the assistant's reply out.

import { apiClient, type Fetch } from '../api/client.ts';
import { useSession } from '../stores/session.ts';

/**
 * The assistant's reply; rejects on a network error, a non-OK status or an unexpected body. A
 * signed-in shopper's token lets the assistant answer about their own orders; the product the
 * conversation is about tells it what "it" is.
 */
export async function sendChatMessage(
  text: string,
  fetchFn: Fetch = fetch,
  token: string | null = useSession.getState().token,
  productId: string | null = null,
): Promise<string> {
  const body = await apiClient(fetchFn, token).sendChatMessage({
    body: productId ? { message: text, productId } : { message: text },
  });
  if (typeof body?.response !== 'string') {
    throw new Error('The assistant answered without a response');
  }
  return body.response;
}
