import { collectionRouteTable } from '../content/collection-routes.ts';
import type { RouteTable } from '../http/route-table.ts';
import type { SaleService } from './service.ts';

/** Mounted at /api/sales: the staff's scheduled sales (JSON, no files). */
export function saleRoutes(sales: SaleService): RouteTable {
  return collectionRouteTable('sales', sales, { record: 'Sale', uploads: [], files: () => null });
}
