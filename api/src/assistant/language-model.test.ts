// The optional language model, against a local stand-in for an OpenAI-compatible endpoint (the
// one outer edge mocked): it calls the shop's search tool, answers with what the tool said, and
// any failure leaves the answer to the offline assistant.

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSettingsStore } from '../settings/store.ts';
import { buildCategory, buildProduct } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Behaviour = 'tools' | 'error' | 'garbage' | 'slow' | 'loop';

interface SeenRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_call_id?: string }[];
    tools: { function: { name: string } }[];
  };
}

let behaviour: Behaviour = 'tools';
let seen: SeenRequest[] = [];
let standIn: Server;
let app: TestApp;

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

function reply(content: string | null, toolCalls?: unknown[]) {
  return JSON.stringify({
    choices: [{ message: { role: 'assistant', content, tool_calls: toolCalls } }],
  });
}

beforeAll(async () => {
  standIn = createServer((request, response) => {
    void (async () => {
      const body = JSON.parse(await readBody(request)) as SeenRequest['body'];
      seen.push({ authorization: request.headers.authorization, body });
      const toolResult = body.messages.find((message) => message.role === 'tool');
      if (behaviour === 'error') {
        response.writeHead(500).end('{"error":"overloaded"}');
        return;
      }
      if (behaviour === 'garbage') {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('not json');
        return;
      }
      if (behaviour === 'slow') {
        setTimeout(() => response.writeHead(200).end(reply('too late')), 2_000);
        return;
      }
      const call = {
        id: `call-${seen.length}`,
        type: 'function',
        function: { name: 'search_shop', arguments: JSON.stringify({ query: 'bunny plush' }) },
      };
      if (behaviour === 'loop' || !toolResult) {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(reply(null, [call]));
        return;
      }
      const found = JSON.parse(toolResult.content!) as {
        records: { title: string; path: string }[];
      };
      const first = found.records[0]!;
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(reply(`The model says: try [${first.title}](${first.path}) 💕`));
    })();
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  app = await startTestApp({
    assistantModel: {
      url: `http://127.0.0.1:${port}/v1/chat/completions`,
      model: 'kawaii-test-model',
      apiKey: 'local-key',
      timeoutMs: 500,
    },
  });
  createSettingsStore(app.db).insert({
    data: {
      shopName: 'Kawaii Atelier',
      zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
      contactEmail: 'hello@kawaii-atelier.example',
    },
    updatedAt: new Date().toISOString(),
    version: 1,
  });
  const plush = buildCategory(app.db, { name: 'Plush Dolls' });
  buildProduct(app.db, { id: 'moonbunny01', title: 'Moon Bunny Plush', categoryId: plush.id });
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => standIn?.close(resolve));
});

beforeEach(() => {
  seen = [];
  behaviour = 'tools';
});

async function ask(message: string): Promise<string> {
  const response = await app.get('/api/chat/message', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { response: string }).response;
}

describe('the assistant with a language model', () => {
  it('answers through the model, which searches the shop with the search_shop tool', async () => {
    const text = await ask('Any bunnies?');
    expect(text).toBe('The model says: try [Moon Bunny Plush](/shop/moonbunny01) 💕');
    expect(seen).toHaveLength(2);
    expect(seen[0]!.authorization).toBe('Bearer local-key');
    expect(seen[0]!.body.model).toBe('kawaii-test-model');
    expect(seen[0]!.body.tools.map((tool) => tool.function.name)).toEqual(['search_shop']);
    expect(seen[0]!.body.messages.at(-1)).toMatchObject({ role: 'user', content: 'Any bunnies?' });
    const toolMessage = seen[1]!.body.messages.find((message) => message.role === 'tool')!;
    expect(toolMessage.tool_call_id).toBe('call-1');
    expect(JSON.parse(toolMessage.content!)).toMatchObject({
      topic: 'catalogue',
      records: [{ title: 'Moon Bunny Plush', path: '/shop/moonbunny01' }],
    });
  });

  it.each<Behaviour>(['error', 'garbage', 'slow', 'loop'])(
    'falls back to the offline assistant when the model fails (%s)',
    async (failure) => {
      behaviour = failure;
      const text = await ask('Any bunnies?');
      expect(text).toContain("Here's what I found in the atelier");
      expect(text).toContain('[Moon Bunny Plush](/shop/moonbunny01)');
    },
  );

  it('falls back when the model cannot be reached at all', async () => {
    const unreachable = await startTestApp({
      assistantModel: {
        url: 'http://127.0.0.1:9/v1/chat/completions',
        model: 'm',
        apiKey: null,
        timeoutMs: 500,
      },
    });
    try {
      const response = await unreachable.get('/api/chat/message', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: 'Do you take commissions?' }),
      });
      // The offline answer, from the shop's commission settings (a new shop's are closed).
      expect(((await response.json()) as { response: string }).response).toContain(
        'Commissions are closed right now',
      );
    } finally {
      await unreachable.close();
    }
  });
});
