import { MAX_COMMISSION_REFERENCES, operations } from '@kawaii/shared';
import { imageUploads, uploadedImages } from '../http/multipart.ts';
import { byIp, createRateLimiter, MINUTE } from '../http/rate-limit.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { CommissionService } from './service.ts';

/** At most this many requests a minute from one address, as for enquiries. */
export const COMMISSION_REQUESTS_PER_MINUTE = 5;

/** Pictures of one stage post. */
const MAX_STAGE_IMAGES = 10;

/** Mounted at /api/commissions. The fixed paths come before the `:id` ones that would match them. */
export function commissionRoutes(commissions: CommissionService): RouteTable {
  const table = createRouteTable('/commissions');
  const requestLimit = createRateLimiter([
    {
      name: 'commissions:ip',
      limit: COMMISSION_REQUESTS_PER_MINUTE,
      windowMs: MINUTE,
      keyOf: byIp,
    },
  ]);

  table.handle(operations.getCommissionOpenings, () => commissions.openings());

  table.handle(
    operations.requestCommission,
    ({ req, body, viewer }) => commissions.request(body, uploadedImages(req, 'references'), viewer),
    {
      before: [
        requestLimit.middleware,
        imageUploads([{ name: 'references', maxCount: MAX_COMMISSION_REFERENCES }]),
      ],
    },
  );

  table.handle(operations.getCommissionSettings, () => commissions.settings());
  table.handle(operations.updateCommissionSettings, ({ body }) => commissions.saveSettings(body));
  table.handle(operations.listMyCommissions, ({ viewer }) => commissions.mine(viewer));

  table.handle(operations.lookupCommission, ({ params, query, viewer }) =>
    commissions.lookup(params.number, query.key, viewer),
  );
  table.handle(operations.acceptCommissionQuote, ({ params, query, viewer }) =>
    commissions.accept(params.number, query.key, viewer),
  );
  table.handle(operations.declineCommissionQuote, ({ params, query, viewer }) =>
    commissions.declineQuote(params.number, query.key, viewer),
  );
  table.handle(operations.approveCommissionStage, ({ params, query, viewer }) =>
    commissions.approveStage(params.number, params.stageId, query.key, viewer),
  );

  table.handle(operations.listCommissions, ({ query }) => commissions.list(query.status));
  table.handle(operations.getCommission, ({ params }) => commissions.get(params.id));
  table.handle(operations.moveCommission, ({ params, body }) =>
    commissions.move(params.id, body.status),
  );
  table.handle(operations.quoteCommission, ({ params, body }) =>
    commissions.quote(params.id, body),
  );
  table.handle(
    operations.postCommissionStage,
    ({ req, params, body, viewer }) =>
      commissions.postStage(params.id, body, uploadedImages(req, 'images'), viewer),
    { before: [imageUploads([{ name: 'images', maxCount: MAX_STAGE_IMAGES }])] },
  );
  table.handle(operations.declineCommissionRequest, ({ params, body }) =>
    commissions.decline(params.id, body.message),
  );
  table.handle(operations.shipCommission, ({ params, body, viewer }) =>
    commissions.ship(params.id, body, viewer),
  );
  table.handle(operations.recordCommissionPayment, ({ params, body, viewer }) =>
    commissions.recordPayment(params.id, body, viewer),
  );

  return table;
}
