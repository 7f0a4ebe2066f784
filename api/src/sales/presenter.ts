import { fromCents, type Sale } from '@kawaii/shared';
import type { SaleRecord } from './store.ts';

export function presentSale(sale: SaleRecord): Sale {
  return {
    _id: sale.id,
    name: sale.name,
    productIds: [...sale.productIds],
    categoryIds: [...sale.categoryIds],
    type: sale.type,
    // The wire speaks dollars for an amount, as every money field without `Cents` in its name.
    value: sale.type === 'amount' ? fromCents(sale.value) : sale.value,
    startsAt: sale.startsAt,
    endsAt: sale.endsAt,
    createdAt: sale.createdAt,
    updatedAt: sale.updatedAt,
    version: sale.version,
  };
}
