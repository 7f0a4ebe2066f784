// How a product is sold: its kind, its option groups and the variants sold of them, and a
// pre-order window. Part of the Product record as it travels over the API.

export const PRODUCT_KINDS = ['stocked', 'unique', 'made-to-order'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** The badge a card and a product page show for a kind ('' for an ordinary stocked product). */
export const PRODUCT_KIND_LABELS: Record<ProductKind, string> = {
  stocked: 'In stock',
  unique: 'One of a kind',
  'made-to-order': 'Made to order',
};

export const MAX_OPTION_GROUPS = 3;
export const MAX_OPTION_VALUES = 20;

/** The low-stock threshold when neither the product nor the settings name one. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 2;

/** An option group: "Size" with "1/3", "1/4", "1/6". */
export interface ProductOption {
  name: string;
  values: string[];
}

/** One value for each option group: { Size: '1/6', Colour: 'Pink' }. */
export type OptionChoice = Record<string, string>;

/** A combination that is sold, with its own stock and, when set, its own price and picture. */
export interface ProductVariant {
  _id: string;
  options: OptionChoice;
  /** Dollars; without it the product's price applies. */
  price?: number | null;
  discountPrice?: number | null;
  /** While a scheduled sale runs and the variant has its own price: that price on sale. */
  salePrice?: number;
  stock: number;
  /** A picture of this combination; without it the product's pictures show. */
  image?: string | null;
}

/** Orders taken while nothing is in stock, between two dates, shipped from a month. */
export interface PreorderWindow {
  /** ISO date; without it the window is open until it closes. */
  opensAt?: string | null;
  closesAt: string;
  /** The most units that may be pre-ordered; without it there is no limit. */
  cap?: number | null;
  /** A month, '2027-05'. */
  shipsFrom: string;
  /** Units pre-ordered so far (read-only), counted against the cap. */
  ordered?: number;
}
