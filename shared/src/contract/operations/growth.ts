// The newsletter (double opt-in sign-ups, one-click unsubscribe, staff's campaigns) and the
// cookie-free statistics.

import type {
  Campaign,
  CampaignList,
  SubscriberPage,
  SubscriberStatus,
} from '../../domain/newsletter.ts';
import type { StatsReport } from '../../domain/stats.ts';
import { answer, defineOperation } from '../operation.ts';

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
  listCampaigns: defineOperation({
    method: 'get',
    path: '/api/newsletter/campaigns',
    answer: answer<CampaignList>(),
  }),
  createCampaign: defineOperation({
    method: 'post',
    path: '/api/newsletter/campaigns',
    status: 201,
    answer: answer<Campaign>(),
  }),
  updateCampaign: defineOperation({
    method: 'put',
    path: '/api/newsletter/campaigns/:id',
    answer: answer<Campaign>(),
  }),
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
