// The assistant's one call (api-contract.md "Shop settings and the assistant"):
// POST /api/chat/message {message} -> {response}.

import { bearerHeaders } from '../api/auth-api.ts';
import { requestJson, type Fetch } from '../api/http-json.ts';
import { useSession } from '../stores/session.ts';

function isChatReply(body: unknown): body is { response: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    'response' in body &&
    typeof body.response === 'string'
  );
}

/**
 * The assistant's reply; rejects on a network error, a non-OK status or an unexpected body. A
 * signed-in shopper's token lets the assistant answer about their own orders.
 */
export async function sendChatMessage(
  text: string,
  fetchFn: Fetch = fetch,
  token: string | null = useSession.getState().token,
): Promise<string> {
  const body = await requestJson<unknown>(fetchFn, '/api/chat/message', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearerHeaders(token) },
    body: JSON.stringify({ message: text }),
  });
  if (!isChatReply(body)) throw new Error('The assistant answered without a response');
  return body.response;
}
