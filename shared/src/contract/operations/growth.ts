// The newsletter (double opt-in sign-ups, one-click unsubscribe, staff's campaigns) and the
// cookie-free statistics.

import type { Campaign, SubscriberPage, SubscriberStatus } from '../../domain/newsletter.ts';
import type { StatsReport } from '../../domain/stats.ts';
import { nameCollection } from '../collection-names.ts';
import { answer, defineOperation } from '../operation.ts';

/**
 * Campaigns: a collection the web admin edits and the studio syncs like the others (a draft
 * written offline goes up when the shop can be reached); testing and sending stay the shop's.
 */
const campaignOperations = nameCollection(
  { one: 'Campaign', many: 'Campaigns' },
  {
    list: defineOperation({
      method: 'get',
      path: '/api/newsletter/campaigns',
      answer: answer<Campaign[]>(),
    }),
    create: defineOperation({
      method: 'post',
      path: '/api/newsletter/campaigns',
      status: 201,
      answer: answer<Campaign>(),
    }),
    update: defineOperation({
      method: 'put',
      path: '/api/newsletter/campaigns/:id',
      answer: answer<Campaign>(),
    }),
    patch: defineOperation({
      method: 'patch',
      path: '/api/newsletter/campaigns/:id',
      answer: answer<Campaign>(),
    }),
    remove: defineOperation({
      method: 'delete',
      path: '/api/newsletter/campaigns/:id',
      answer: answer<{ message: string }>(),
    }),
  },
);

export const newsletterOperations = {
  subscribeNewsletter: defineOperation({
    method: 'post',
    path: '/api/newsletter/subscribe',
    status: 202,
    answer: answer<{ message: string }>(),
  }),
  confirmNewsletter: defineOperation({
    method: 'post',
    path: '/api/newsletter/confirm',
    answer: answer<{ message: string }>(),
  }),
  newsletterSubscription: defineOperation({
    method: 'get',
    path: '/api/newsletter/unsubscribe',
    answer: answer<{ email: string; status: SubscriberStatus }>(),
  }),
  unsubscribeNewsletter: defineOperation({
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    answer: answer<{ message: string }>(),
  }),
  listSubscribers: defineOperation({
    method: 'get',
    path: '/api/newsletter/subscribers',
    answer: answer<SubscriberPage>(),
  }),
  exportSubscribers: defineOperation({
    method: 'get',
    path: '/api/newsletter/subscribers.csv',
    produces: 'text/csv',
    answer: answer<string>(),
  }),
  ...campaignOperations,
  testCampaign: defineOperation({
    method: 'post',
    path: '/api/newsletter/campaigns/:id/test',
    answer: answer<{ message: string }>(),
  }),
  sendCampaign: defineOperation({
    method: 'post',
    path: '/api/newsletter/campaigns/:id/send',
    answer: answer<Campaign>(),
  }),
};

export const statsOperations = {
  countPageView: defineOperation({
    method: 'post',
    path: '/api/stats/hit',
    status: 204,
    answer: answer<void>(),
  }),
  getStats: defineOperation({
    method: 'get',
    path: '/api/stats',
    answer: answer<StatsReport>(),
  }),
};
