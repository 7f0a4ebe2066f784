// The newsletter, wired from its parts: visitors' subscriptions, staff's campaigns, and the
// pacer that sends them.

import type { ArtworkStore } from '../artworks/store.ts';
import type { Db } from '../db/connection.ts';
import type { PostStore } from '../posts/store.ts';
import type { ProductStore } from '../products/store.ts';
import type { SettingsStore } from '../settings/store.ts';
import type { UserStore } from '../users/store.ts';
import { createCampaigns, type Campaigns } from './campaigns.ts';
import { createCampaignPacer, type CampaignPacer, type CampaignRate } from './pacer.ts';
import type { NewsletterStore } from './store.ts';
import { createSubscriptions, type Subscriptions } from './subscriptions.ts';

export interface NewsletterService {
  subscriptions: Subscriptions;
  campaigns: Campaigns;
  pacer: CampaignPacer;
}

export interface NewsletterDeps {
  db: Db;
  store: NewsletterStore;
  settings: SettingsStore;
  users: UserStore;
  products: ProductStore;
  artworks: ArtworkStore;
  posts: PostStore;
  secret: Uint8Array;
  siteOrigin: string;
  rate?: CampaignRate;
  now?: () => Date;
}

export function createNewsletterService(deps: NewsletterDeps): NewsletterService {
  const { db, store, settings, now } = deps;
  const mail = {
    products: deps.products,
    artworks: deps.artworks,
    posts: deps.posts,
    siteOrigin: deps.siteOrigin,
  };
  return {
    subscriptions: createSubscriptions({
      db,
      store,
      settings,
      secret: deps.secret,
      siteOrigin: deps.siteOrigin,
      now,
    }),
    campaigns: createCampaigns({ db, store, settings, users: deps.users, mail, now }),
    pacer: createCampaignPacer({ db, store, settings, mail, now }, deps.rate),
  };
}
