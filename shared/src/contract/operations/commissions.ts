// Commissions: the public openings and request form, the client's private page (by number and
// key, or as its signed-in owner) and the artist's queue.

import type {
  Commission,
  CommissionClientView,
  CommissionOpenings,
  CommissionPage,
  CommissionRequestAnswer,
  CommissionSettings,
} from '../../domain/commission.ts';
import { answer, defineOperation } from '../operation.ts';

export const commissionOperations = {
  getCommissionOpenings: defineOperation({
    method: 'get',
    path: '/api/commissions/status',
    answer: answer<CommissionOpenings>(),
  }),
  requestCommission: defineOperation({
    method: 'post',
    path: '/api/commissions',
    status: 201,
    bodyType: 'multipart',
    answer: answer<CommissionRequestAnswer & { message: string }>(),
  }),
  getCommissionSettings: defineOperation({
    method: 'get',
    path: '/api/commissions/settings',
    answer: answer<CommissionSettings>(),
  }),
  updateCommissionSettings: defineOperation({
    method: 'put',
    path: '/api/commissions/settings',
    answer: answer<CommissionSettings>(),
  }),
  listMyCommissions: defineOperation({
    method: 'get',
    path: '/api/commissions/mine',
    answer: answer<CommissionClientView[]>(),
  }),
  lookupCommission: defineOperation({
    method: 'get',
    path: '/api/commissions/lookup/:number',
    answer: answer<CommissionClientView>(),
  }),
  acceptCommissionQuote: defineOperation({
    method: 'post',
    path: '/api/commissions/:number/accept',
    answer: answer<CommissionClientView>(),
  }),
  declineCommissionQuote: defineOperation({
    method: 'post',
    path: '/api/commissions/:number/decline',
    answer: answer<CommissionClientView>(),
  }),
  declineCommissionRequest: defineOperation({
    method: 'post',
    path: '/api/commissions/:id/decline-request',
    answer: answer<Commission>(),
  }),
  approveCommissionStage: defineOperation({
    method: 'post',
    path: '/api/commissions/:number/stages/:stageId/approve',
    answer: answer<CommissionClientView>(),
  }),
  listCommissions: defineOperation({
    method: 'get',
    path: '/api/commissions',
    answer: answer<CommissionPage>(),
  }),
  getCommission: defineOperation({
    method: 'get',
    path: '/api/commissions/:id',
    answer: answer<Commission>(),
  }),
  moveCommission: defineOperation({
    method: 'patch',
    path: '/api/commissions/:id',
    answer: answer<Commission>(),
  }),
  quoteCommission: defineOperation({
    method: 'post',
    path: '/api/commissions/:id/quote',
    answer: answer<Commission>(),
  }),
  postCommissionStage: defineOperation({
    method: 'post',
    path: '/api/commissions/:id/stages',
    bodyType: 'multipart',
    answer: answer<Commission>(),
  }),
  shipCommission: defineOperation({
    method: 'post',
    path: '/api/commissions/:id/ship',
    answer: answer<Commission>(),
  }),
  recordCommissionPayment: defineOperation({
    method: 'post',
    path: '/api/commissions/:id/payments',
    answer: answer<Commission>(),
  }),
};
