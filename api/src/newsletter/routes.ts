import { Readable } from 'node:stream';
import { operations } from '@kawaii/shared';
import type { Request } from 'express';
import { collectionRouteTable } from '../content/collection-routes.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { NewsletterService } from './service.ts';

/**
 * Mounted at /api/newsletter/campaigns: list, write, change and delete campaigns, the operations
 * every synced collection shares (JSON, no files). Testing and sending are the newsletter's own.
 */
export function campaignRoutes({ campaigns }: NewsletterService): RouteTable {
  return collectionRouteTable(
    'campaigns',
    {
      list: () => campaigns.list(),
      create: async (input) => campaigns.create(input),
      update: async (id, input) => campaigns.update(id, input),
      patch: (id, patch) => campaigns.patch(id, patch),
      delete: (id, _viewer, version) => campaigns.delete(id, version),
    },
    { record: 'Campaign', uploads: [], files: () => null },
  );
}

const clientOf = (req: Request): string | null => req.ip ?? req.socket.remoteAddress ?? null;

export function newsletterRoutes({ subscriptions, campaigns }: NewsletterService): RouteTable {
  const table = createRouteTable('/newsletter');

  table.handle(operations.subscribeNewsletter, ({ body, req }) =>
    subscriptions.subscribe(body, clientOf(req)),
  );
  table.handle(operations.confirmNewsletter, ({ body, req }) =>
    subscriptions.confirm(body.token, clientOf(req)),
  );
  // A person following the link in a browser gets the unsubscribe page; a program, the JSON.
  table.handle(operations.newsletterSubscription, ({ query, req, res }) => {
    const subscription = subscriptions.subscription(query.token);
    if (req.accepts(['json', 'html']) === 'html') {
      const page = `/newsletter/unsubscribe?${new URLSearchParams({ token: query.token }).toString()}`;
      res.redirect(303, page);
      return undefined;
    }
    return subscription;
  });
  // RFC 8058: a mailbox provider POSTs `List-Unsubscribe=One-Click` to the header's address.
  table.handle(operations.unsubscribeNewsletter, ({ query, req }) =>
    subscriptions.unsubscribe(query.token, isOneClick(req) ? 'one-click' : 'link', clientOf(req)),
  );

  table.handle(operations.listSubscribers, ({ query }) => campaigns.listSubscribers(query));
  table.handle(operations.exportSubscribers, ({ res }) => {
    res.type('text/csv; charset=utf-8').attachment('subscribers.csv');
    Readable.from(campaigns.confirmedCsv()).pipe(res);
    return undefined;
  });
  table.handle(operations.testCampaign, ({ params, viewer }) =>
    campaigns.sendTest(params.id, viewer),
  );
  table.handle(operations.sendCampaign, ({ params, body }) => campaigns.send(params.id, body.at));
  return table;
}

function isOneClick(req: Request): boolean {
  const type = req.headers['content-type'] ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/');
}
