// The Reports screen: the shop's sales by month or by tax region, as JSON and as CSV.

import type { SalesReport } from '../../domain/reports.ts';
import { answer, defineOperation } from '../operation.ts';

export const reportOperations = {
  salesReport: defineOperation({
    method: 'get',
    path: '/api/reports/sales',
    answer: answer<SalesReport>(),
  }),
  salesReportCsv: defineOperation({
    method: 'get',
    path: '/api/reports/sales.csv',
    produces: 'text/csv',
    answer: answer<string>(),
  }),
};
