import { operations } from '@kawaii/shared';
import { byIp, createRateLimiter, MINUTE } from '../http/rate-limit.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { AssistantService } from './service.ts';

/** Mounted at /api/chat. */
export function chatRoutes(assistant: AssistantService): RouteTable {
  const table = createRouteTable('/chat');
  const limiter = createRateLimiter([
    { name: 'chat:ip', limit: 30, windowMs: MINUTE, keyOf: byIp },
  ]);

  // Public, but a valid token lets a customer ask about their own orders.
  table.handle(
    operations.sendChatMessage,
    async ({ body, viewer }) => ({
      response: await assistant.reply(body.message, {
        userId: viewer.userId,
        productId: body.productId || null,
      }),
    }),
    { before: [limiter.middleware] },
  );

  return table;
}
