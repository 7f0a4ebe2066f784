// Enquiries: a visitor asks about an artwork for sale; staff read them and mark them answered.

import {
  ENQUIRY_SENT,
  type Enquiry,
  type EnquiryPage,
  type EnquiryQuery,
  type EnquiryStatus,
  type EnquirySubmission,
} from '@kawaii/shared';
import type { ArtworkStore } from '../artworks/store.ts';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { badRequest, notFound } from '../core/errors.ts';
import type { Viewer } from '../core/viewer.ts';
import { queueEmail } from '../mail/queue.ts';
import { visitorMailLimit } from '../mail/visitor-mail-limit.ts';
import { presentSettings } from '../settings/presenter.ts';
import type { SettingsStore } from '../settings/store.ts';
import { newEnquiryEmail } from './enquiry-email.ts';
import { presentEnquiry } from './presenter.ts';
import type { EnquiryStore } from './store.ts';

export const ARTWORK_NOT_FOUND = 'Artwork not found';
export const NOT_FOR_SALE = 'Sorry, this piece is not for sale.';
export const ENQUIRY_NOT_FOUND = 'Enquiry not found';
export const BAD_ENQUIRY_CURSOR = 'cursor is not one this list gave out';
const PAGE_SIZE = 50;

export type EnquiryService = ReturnType<typeof createEnquiryService>;

export function createEnquiryService({
  db,
  enquiries,
  artworks,
  settings,
  now = () => new Date(),
}: {
  db: Db;
  enquiries: EnquiryStore;
  artworks: ArtworkStore;
  settings: SettingsStore;
  now?: () => Date;
}) {
  return {
    /**
     * Stores the question and, in the same transaction, queues the shop's notice to its contact
     * email (none when the shop has no contact email; the enquiry is still in the admin list).
     */
    submit(body: EnquirySubmission, viewer: Viewer): { message: string; enquiryId: string } {
      const id = newId();
      enquiries.transaction(() => {
        const artwork = artworks.findById(body.artworkId);
        if (!artwork) throw notFound(ARTWORK_NOT_FOUND);
        if (artwork.listingType !== 'sale') throw badRequest(NOT_FOR_SALE);
        const createdAt = now();
        enquiries.insert({
          id,
          artworkId: artwork.id,
          artworkTitle: artwork.title,
          name: body.name,
          email: body.email,
          message: body.message,
          userId: viewer.userId,
          createdAt: createdAt.toISOString(),
        });
        const shop = presentSettings(settings.get());
        // The question stands either way; the shop's notice waits for its hourly mail limit.
        if (shop.contactEmail && visitorMailLimit(db).allows(shop.contactEmail, createdAt)) {
          const email = newEnquiryEmail({
            artworkTitle: artwork.title,
            name: body.name,
            email: body.email,
            message: body.message,
            shopName: shop.shopName,
          });
          queueEmail(
            db,
            {
              ...email,
              kind: 'new-enquiry',
              to: shop.contactEmail,
              userId: viewer.userId,
              relatedId: id,
            },
            createdAt,
          );
        }
      });
      return { message: ENQUIRY_SENT, enquiryId: id };
    },

    /** Newest first, a page at a time; the cursor is the last row's `createdAt|id`. */
    list(query: EnquiryQuery): EnquiryPage {
      const limit = query.limit ?? PAGE_SIZE;
      const rows = enquiries.list({
        limit: limit + 1,
        status: query.status,
        before: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        enquiries: page.map(presentEnquiry),
        nextCursor: rows.length > limit && last ? `${last.createdAt}|${last.id}` : null,
        counts: enquiries.counts(),
      };
    },

    /** Answered records who marked it and when; opening it again clears both. */
    setStatus(id: string, status: EnquiryStatus, viewer: Viewer): Enquiry {
      return enquiries.transaction(() => {
        const current = enquiries.findById(id);
        if (!current) throw notFound(ENQUIRY_NOT_FOUND);
        if (current.status !== status) {
          const answered = status === 'answered';
          enquiries.setStatus(
            id,
            status,
            answered ? now().toISOString() : null,
            answered ? viewer.userId : null,
          );
        }
        return presentEnquiry(enquiries.findById(id)!);
      });
    },
  };
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id, ...rest] = cursor.split('|');
  if (!createdAt || !id || rest.length > 0 || Number.isNaN(Date.parse(createdAt))) {
    throw badRequest(BAD_ENQUIRY_CURSOR);
  }
  return { createdAt, id };
}
