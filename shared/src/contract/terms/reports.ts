// The Reports screen: who may read it and what its query parses.

import { salesReportQuerySchema } from '../../schemas/reports.ts';
import type { TermsTable } from '../terms.ts';

export const reportTerms = {
  salesReport: {
    summary:
      'Sales, discounts, shipping, tax, cancellations and refunds by month or by tax region, to the cent (orders that received money, refunds given in the period)',
    access: 'admin',
    query: salesReportQuerySchema,
  },
  salesReportCsv: {
    summary: 'The sales report as CSV, its last line the total',
    access: 'admin',
    query: salesReportQuerySchema,
  },
} satisfies TermsTable;
