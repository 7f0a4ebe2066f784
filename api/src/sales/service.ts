// Scheduled sales: the staff's list (saved with the stale-save check the studio syncs by), and
// the pricing of the sales running now, which the product answers and the orders use.

import {
  saleInputSchema,
  saleSaveFields,
  toCents,
  type FieldPatch,
  type Sale,
  type SaleInput,
} from '@kawaii/shared';
import type { ActivityRecorder } from '../activity/log.ts';
import { applyFieldPatch } from '../content/field-patch.ts';
import { assertFreshVersion, firstRevision, nextRevision } from '../content/versioning.ts';
import { notFound } from '../core/errors.ts';
import type { Viewer } from '../core/viewer.ts';
import { newId } from '../db/ids.ts';
import { presentSale } from './presenter.ts';
import { salePricingAt, type SalePricing } from './pricing.ts';
import type { SaleRecord, SaleStore } from './store.ts';

const NOT_FOUND = 'Sale not found';

export type SaleService = ReturnType<typeof createSaleService>;

function fieldsOf(input: SaleInput) {
  return {
    name: input.name,
    productIds: [...input.productIds],
    categoryIds: [...input.categoryIds],
    type: input.type,
    value: input.type === 'amount' ? toCents(input.value) : input.value,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
  };
}

export function createSaleService({
  store,
  activity,
  now,
}: {
  store: SaleStore;
  activity: ActivityRecorder;
  /** The server's clock: a sale runs by it. */
  now: () => Date;
}) {
  function findOrFail(id: string): SaleRecord {
    const sale = store.findById(id);
    if (!sale) throw notFound(NOT_FOUND);
    return sale;
  }

  async function save(id: string, input: SaleInput, viewer: Viewer): Promise<Sale> {
    return store.transaction(() => {
      const stored = findOrFail(id);
      assertFreshVersion(input.version, stored, () => presentSale(stored));
      const sale: SaleRecord = { ...stored, ...fieldsOf(input), ...nextRevision(stored) };
      store.update(sale);
      activity.record(viewer, {
        action: 'sale.update',
        subjectType: 'sale',
        subjectId: id,
        summary: `Updated the sale “${sale.name}”`,
      });
      return presentSale(sale);
    });
  }

  return {
    list(): Sale[] {
      return store.list().map(presentSale);
    },

    async create(input: SaleInput, _files: null, viewer: Viewer): Promise<Sale> {
      return store.transaction(() => {
        const sale: SaleRecord = { id: newId(), ...fieldsOf(input), ...firstRevision() };
        store.insert(sale);
        activity.record(viewer, {
          action: 'sale.create',
          subjectType: 'sale',
          subjectId: sale.id,
          summary: `Created the sale “${sale.name}”`,
        });
        return presentSale(sale);
      });
    },

    update(id: string, input: SaleInput, _files: null, viewer: Viewer): Promise<Sale> {
      return save(id, input, viewer);
    },

    /** Only the fields sent change. */
    async patch(id: string, patch: FieldPatch, viewer: Viewer): Promise<Sale> {
      return applyFieldPatch(
        {
          find: () => findOrFail(id),
          present: presentSale,
          saveFields: saleSaveFields,
          schema: saleInputSchema,
          save: (input) => save(id, input, viewer),
        },
        patch,
      );
    },

    delete(id: string, viewer: Viewer, version?: number): void {
      store.transaction(() => {
        const stored = findOrFail(id);
        assertFreshVersion(version, stored, () => presentSale(stored));
        store.delete(id);
        activity.record(viewer, {
          action: 'sale.delete',
          subjectType: 'sale',
          subjectId: id,
          summary: `Deleted the sale “${stored.name}”`,
        });
      });
    },

    /** How the sales price products at `at` (the server's clock by default). */
    pricingAt(at: Date = now()): SalePricing {
      return salePricingAt(store.notEndedAt(at), at);
    },

    /** The next moment a sale starts or ends after `at`: prices shown stay true until then. */
    nextChangeAfter(at: Date = now()): Date | null {
      return store.nextChangeAfter(at);
    },
  };
}
