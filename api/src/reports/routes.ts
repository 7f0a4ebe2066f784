import { operations } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { ReportService } from './service.ts';

/** Mounted at /api/reports: staff only, as the operations' terms say. */
export function reportRoutes(reports: ReportService): RouteTable {
  const table = createRouteTable('/reports');
  table.handle(operations.salesReport, ({ query }) => reports.sales(query));
  table.handle(operations.salesReportCsv, ({ query, res }) => {
    const report = reports.salesCsv(query);
    res.type('text/csv; charset=utf-8').attachment(`sales-report.csv`);
    res.send(report);
    return undefined;
  });
  return table;
}
