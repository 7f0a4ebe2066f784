import { activityRoutes } from './activity/routes.ts';
import { Router } from 'express';
import { accountRoutes } from './account/routes.ts';
import { artworkRoutes } from './artworks/routes.ts';
import { chatRoutes } from './assistant/routes.ts';
import { commissionRoutes } from './commissions/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { categoryRoutes } from './categories/routes.ts';
import { gameRoutes } from './games/routes.ts';
import { apiNotFound } from './http/not-found.ts';
import { emailRoutes } from './mail/routes.ts';
import { enquiryRoutes } from './enquiries/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { campaignRoutes, newsletterRoutes } from './newsletter/routes.ts';
import { statsRoutes } from './stats/routes.ts';
import { openApiRoutes } from './http/openapi/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { pagedRoutes } from './content/paged-routes.ts';
import { staffListRoutes } from './content/staff-routes.ts';
import type { AnyOperation } from '@kawaii/shared';
import type { RouteTable } from './http/route-table.ts';
import { postRoutes } from './posts/routes.ts';
import { promotionRoutes } from './promotions/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { saleRoutes } from './sales/routes.ts';
import { previewRoutes } from './previews/routes.ts';
import { productRoutes } from './products/routes.ts';
import { rewardRoutes } from './rewards/routes.ts';
import type { Services } from './services.ts';
import { settingsRoutes } from './settings/routes.ts';
import { userRoutes } from './users/routes.ts';
import { wishlistRoutes } from './wishlist/routes.ts';

export interface ApiRoutes {
  router: Router;
  /** Every operation of every mounted route table: /api/openapi.json and the access tests. */
  operations: readonly AnyOperation[];
}

/** Where createApp keeps `operations` (app.locals), so tests and tools can read them. */
export const API_OPERATIONS = 'apiOperations';

/** Everything under /api; an unknown path there is a JSON 404. */
export function apiRoutes(services: Services): ApiRoutes {
  const router = Router();
  const operations: AnyOperation[] = [];
  // Every route table is mounted through here, so its operations are documented and tested.
  const mount = (prefix: string, table: RouteTable) => {
    router.use(prefix, table.router);
    operations.push(...table.operations);
  };
  mount('/artworks', artworkRoutes(services.artworks));
  mount('/blog', postRoutes(services.posts));
  mount('/shop', productRoutes(services.products));
  mount('/paged', pagedRoutes(services));
  mount('/staff', staffListRoutes(services));
  mount('/categories', categoryRoutes(services.categories));
  mount('/games', gameRoutes(services.games));
  mount('/settings', settingsRoutes(services.settings, services.backups));
  mount('/auth', authRoutes(services.auth));
  mount('/users', userRoutes(services.users));
  mount('/orders', orderRoutes(services.orders));
  mount('/promotions', promotionRoutes(services.promotions));
  mount('/reports', reportRoutes(services.reports));
  mount('/sales', saleRoutes(services.sales));
  mount('/user', accountRoutes(services.account));
  mount('/reward-points', rewardRoutes(services.rewards, services.redemption));
  mount('/media', mediaRoutes(services.media));
  mount('/chat', chatRoutes(services.assistant));
  mount('/wishlist', wishlistRoutes(services.wishlist));
  mount('/emails', emailRoutes(services.mail));
  mount('/enquiries', enquiryRoutes(services.enquiries));
  mount('/commissions', commissionRoutes(services.commissions));
  mount('/activity', activityRoutes(services.activity));
  mount('/previews', previewRoutes(services.previews));
  mount('/newsletter/campaigns', campaignRoutes(services.newsletter));
  mount('/newsletter', newsletterRoutes(services.newsletter));
  mount('/stats', statsRoutes(services.stats));
  mount('/', openApiRoutes(operations));
  router.use(apiNotFound);
  return { router, operations };
}
