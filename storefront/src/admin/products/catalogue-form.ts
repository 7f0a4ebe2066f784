// The catalogue part of the product form: how the piece is sold (kind, lead time, low-stock
// alert), its option groups typed one per line ("Size: 1/3, 1/4, 1/6") and a row per combination
// with its own stock and, when set, price, discount and picture, and the pre-order window.

import type { OptionChoice, Product, ProductKind, ProductOption } from '@kawaii/shared';

export interface VariantDraft {
  /** The stored variant's id; none for a new combination. */
  _id?: string;
  options: OptionChoice;
  price: string;
  discountPrice: string;
  stock: string;
  image: string;
}

export interface CatalogueFormValues {
  kind: ProductKind;
  leadTime: string;
  lowStockThreshold: string;
  depositPercent: string;
  /** One group per line: 'Size: 1/3, 1/4, 1/6'. */
  optionsText: string;
  variants: VariantDraft[];
  preorder: boolean;
  /** yyyy-mm-dd as a date input gives it ('' for none). */
  preorderOpensAt: string;
  preorderClosesAt: string;
  preorderCap: string;
  /** yyyy-mm as a month input gives it. */
  preorderShipsFrom: string;
}

const asText = (value: number | null | undefined) => (value == null ? '' : String(value));
const dayOf = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

export function optionsToText(options: readonly ProductOption[]): string {
  return options.map((group) => `${group.name}: ${group.values.join(', ')}`).join('\n');
}

/** 'Size: 1/3, 1/4' lines to groups; blank lines are skipped, blank values dropped. */
export function optionsFromText(text: string): ProductOption[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      const name = (colon < 0 ? line : line.slice(0, colon)).trim();
      const values = colon < 0 ? [] : line.slice(colon + 1).split(',');
      return { name, values: values.map((value) => value.trim()).filter((value) => value !== '') };
    });
}

/** Every combination of the groups' values, in order (none without groups). */
export function combinations(groups: readonly ProductOption[]): OptionChoice[] {
  if (groups.length === 0) return [];
  return groups.reduce<OptionChoice[]>(
    (choices, group) =>
      choices.flatMap((choice) =>
        group.values.map((value) => ({ ...choice, [group.name]: value })),
      ),
    [{}],
  );
}

const sameChoice = (a: OptionChoice, b: OptionChoice) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, value]) => b[name] === value);

/** A row per combination of the typed options, keeping the rows already filled in. */
export function variantRowsFor(optionsText: string, rows: readonly VariantDraft[]): VariantDraft[] {
  return combinations(optionsFromText(optionsText)).map(
    (options) =>
      rows.find((row) => sameChoice(row.options, options)) ?? {
        options,
        price: '',
        discountPrice: '',
        stock: '0',
        image: '',
      },
  );
}

export function catalogueFormValues(product: Product | null): CatalogueFormValues {
  return {
    kind: product?.kind ?? 'stocked',
    leadTime: product?.leadTime ?? '',
    lowStockThreshold: asText(product?.lowStockThreshold),
    depositPercent: asText(product?.depositPercent),
    optionsText: optionsToText(product?.options ?? []),
    variants: (product?.variants ?? []).map((variant) => ({
      _id: variant._id,
      options: { ...variant.options },
      price: asText(variant.price),
      discountPrice: asText(variant.discountPrice),
      stock: String(variant.stock),
      image: variant.image ?? '',
    })),
    preorder: Boolean(product?.preorder),
    preorderOpensAt: dayOf(product?.preorder?.opensAt),
    preorderClosesAt: dayOf(product?.preorder?.closesAt),
    preorderCap: asText(product?.preorder?.cap),
    preorderShipsFrom: product?.preorder?.shipsFrom ?? '',
  };
}

/** A day typed in the form, or the stored time when the day was left as it was. */
function timeOf(day: string, stored: string | null | undefined): string | null {
  if (day === '') return null;
  return stored && dayOf(stored) === day ? stored : day;
}

/** The catalogue fields of the save, in the shape the product schema reads. */
export function catalogueSaveFields(values: CatalogueFormValues, product: Product | null) {
  const stored = product?.preorder;
  return {
    kind: values.kind,
    leadTime: values.leadTime,
    lowStockThreshold: values.lowStockThreshold,
    depositPercent: values.kind === 'made-to-order' ? values.depositPercent : '',
    options: optionsFromText(values.optionsText),
    variants: values.variants.map((row) => ({
      ...(row._id ? { _id: row._id } : {}),
      options: row.options,
      price: row.price,
      discountPrice: row.discountPrice,
      stock: row.stock,
      image: row.image,
    })),
    preorder: values.preorder
      ? {
          opensAt: timeOf(values.preorderOpensAt, stored?.opensAt),
          closesAt: timeOf(values.preorderClosesAt, stored?.closesAt) ?? '',
          cap: values.preorderCap === '' ? null : Number(values.preorderCap),
          shipsFrom: values.preorderShipsFrom,
        }
      : null,
  };
}
