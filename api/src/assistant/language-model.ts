// The optional language model behind the assistant: any OpenAI-compatible chat completions
// endpoint (a local Ollama, a hosted model). The model never sees the database; it asks the shop
// through one tool, search_shop, which is the offline assistant itself (policies, shipping,
// orders of the signed-in customer, the catalogue). Any failure — unreachable, slow, an error
// status, a malformed answer — yields null, and the offline assistant answers instead.

import type { AssistantAnswer } from './service.ts';

export interface LanguageModelSettings {
  /** The chat completions URL, e.g. http://localhost:11434/v1/chat/completions. */
  url: string;
  model: string;
  /** Sent as a bearer token when set. */
  apiKey: string | null;
  /** How long one request may take. */
  timeoutMs?: number;
}

export type LanguageModelAssistant = ReturnType<typeof createLanguageModelAssistant>;

type AskShop = (question: string) => AssistantAnswer;

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

const DEFAULT_TIMEOUT_MS = 15_000;
/** Tool rounds before the model must have answered. */
const MAX_ROUNDS = 3;
const MAX_REPLY_LENGTH = 2_000;

const SYSTEM_PROMPT = [
  'You are the friendly, kawaii shop assistant of an independent artist, Momo, who sells handmade dolls, prints and stickers.',
  'Answer only from what the search_shop tool tells you; call it for every question about products, artworks, blog posts, prices, shipping, payment, returns, orders, rewards, commissions or contact.',
  'Keep answers short and warm. Link records exactly as the tool writes them: [Title](/path). Never invent products, prices, policies or links.',
].join(' ');

const TOOLS = [
  {
    type: 'function',
    function: {
      name: 'search_shop',
      description:
        "Ask the shop: its catalogue (products with prices and stock, artworks, blog posts, with links), shipping, payment, returns, rewards, commissions, contact, and the signed-in customer's orders.",
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string', description: "The shopper's question or the words to search." },
        },
        required: ['query'],
      },
    },
  },
] as const;

export function createLanguageModelAssistant(
  settings: LanguageModelSettings,
  fetchImpl: typeof fetch = fetch,
) {
  async function complete(messages: ChatMessage[]): Promise<ChatMessage & { role: 'assistant' }> {
    const response = await fetchImpl(settings.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, messages, tools: TOOLS, temperature: 0.2 }),
      signal: AbortSignal.timeout(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The language model answered ${response.status}`);
    const body = (await response.json()) as {
      choices?: { message?: { content?: unknown; tool_calls?: unknown } }[];
    };
    const message = body.choices?.[0]?.message;
    if (!message) throw new Error('The language model answered without a message');
    const content = typeof message.content === 'string' ? message.content : null;
    const toolCalls = Array.isArray(message.tool_calls)
      ? message.tool_calls.filter(isToolCall)
      : [];
    return toolCalls.length > 0
      ? { role: 'assistant', content, tool_calls: toolCalls }
      : { role: 'assistant', content };
  }

  return {
    /** The model's reply, or null when it could not give one (the caller answers offline). */
    async reply(question: string, askShop: AskShop): Promise<string | null> {
      const messages: ChatMessage[] = [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: question },
      ];
      try {
        for (let round = 0; round <= MAX_ROUNDS; round++) {
          const answer = await complete(messages);
          if (!answer.tool_calls) {
            const text = answer.content?.trim() ?? '';
            return text ? text.slice(0, MAX_REPLY_LENGTH) : null;
          }
          if (round === MAX_ROUNDS) return null;
          messages.push(answer);
          for (const call of answer.tool_calls) {
            messages.push({ role: 'tool', tool_call_id: call.id, content: runTool(call, askShop) });
          }
        }
        return null;
      } catch {
        return null;
      }
    },
  };
}

function runTool(call: ToolCall, askShop: AskShop): string {
  if (call.function.name !== 'search_shop') {
    return JSON.stringify({ error: `Unknown tool ${call.function.name}` });
  }
  let query: string;
  try {
    const args = JSON.parse(call.function.arguments) as { query?: unknown };
    query = typeof args.query === 'string' ? args.query.slice(0, 1000) : '';
  } catch {
    return JSON.stringify({ error: 'The arguments are not JSON' });
  }
  if (!query.trim()) return JSON.stringify({ error: 'The query is empty' });
  const { topic, text, records } = askShop(query);
  return JSON.stringify({ topic, answer: text, records });
}

function isToolCall(value: unknown): value is ToolCall {
  const call = value as ToolCall;
  return (
    typeof call === 'object' &&
    call !== null &&
    typeof call.id === 'string' &&
    typeof call.function?.name === 'string' &&
    typeof call.function.arguments === 'string'
  );
}
