// The assistant's one call (api-contract.md "Shop settings and the assistant"):
// POST /api/chat/message {message} -> {response}.

import { requestJson, type Fetch } from '../api/http-json.ts';

function isChatReply(body: unknown): body is { response: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    'response' in body &&
    typeof body.response === 'string'
  );
}

/** The assistant's reply; rejects on a network error, a non-OK status or an unexpected body. */
export async function sendChatMessage(text: string, fetchFn: Fetch = fetch): Promise<string> {
  const body = await requestJson<unknown>(fetchFn, '/api/chat/message', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: text }),
  });
  if (!isChatReply(body)) throw new Error('The assistant answered without a response');
  return body.response;
}
