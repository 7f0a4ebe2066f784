import { chatMessageSchema } from '@kawaii/shared';
import { byIp, createRateLimiter, MINUTE } from '../http/rate-limit.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { AssistantService } from './service.ts';

/** Mounted at /api/chat. */
export function chatRoutes(assistant: AssistantService): RouteTable {
  const table = createRouteTable('/chat');
  const limiter = createRateLimiter([
    { name: 'chat:ip', limit: 30, windowMs: MINUTE, keyOf: byIp },
  ]);

  table.post(
    '/message',
    {
      summary: 'Ask the shop assistant about products, artworks, posts and shop policies',
      access: 'public',
      body: chatMessageSchema,
      before: [limiter.middleware],
    },
    // Public, but a valid token lets a customer ask about their own orders.
    async ({ body, viewer }) => ({
      response: await assistant.reply(body.message, { userId: viewer.userId }),
    }),
  );

  return table;
}
