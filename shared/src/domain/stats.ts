// The shop's statistics as staff read them: counted on the server without cookies, stored as
// daily counts only (no address, browser or full referrer).

export interface StatsDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  visitors: number;
  views: number;
  orders: number;
  revenueCents: number;
}

export interface StatsCount {
  key: string;
  count: number;
}

export interface StatsProduct {
  _id: string;
  title: string;
  views: number;
  unitsSold: number;
}

export interface StatsPeriod {
  from: string;
  to: string;
  /** Unique visitors: each day's distinct visitors, added up over the days. */
  visitors: number;
  views: number;
  /** Orders placed in the period, cancelled and expired ones left out. */
  orders: number;
  revenueCents: number;
  /** Orders per visitor (0 to 1); 0 without visitors. */
  conversion: number;
  series: StatsDay[];
  /** Public paths by page views, most first. */
  topPages: StatsCount[];
  topProducts: StatsProduct[];
  /** Referring sites by domain. */
  referrers: StatsCount[];
  /** UTM campaigns (utm_campaign) by views. */
  campaigns: StatsCount[];
  /** Codes used on orders in the period, by orders. */
  promoCodes: StatsCount[];
}

export interface StatsReport extends StatsPeriod {
  /** The period of the same length right before. */
  previous: StatsPeriod;
}
