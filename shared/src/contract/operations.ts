// Every operation of the API, by name. The API must mount exactly these (a test walks its router),
// and the typed client offers exactly these. Only the wire declarations are values here; each
// operation's terms (access, input schemas, documentation) join its type from terms.ts, so a
// page that calls the API does not load zod or the schemas.

import {
  accountOperations,
  authOperations,
  userOperations,
  wishlistOperations,
} from './operations/accounts.ts';
import {
  artworkOperations,
  categoryOperations,
  gameOperations,
  postOperations,
  productOperations,
} from './operations/content.ts';
import { commissionOperations } from './operations/commissions.ts';
import { enquiryOperations } from './operations/enquiries.ts';
import { newsletterOperations, statsOperations } from './operations/growth.ts';
import { apiDescriptionOperations, emailOperations, mediaOperations } from './operations/media.ts';
import { paymentOperations, promotionOperations, saleOperations } from './operations/money.ts';
import { previewOperations } from './operations/previews.ts';
import { reportOperations } from './operations/reports.ts';
import { chatOperations, orderOperations, settingsOperations } from './operations/shop.ts';
import type { WithTerms } from './operation.ts';
import type { DeclaredTerms } from './terms.ts';

const wireOperations = {
  ...artworkOperations,
  ...postOperations,
  ...productOperations,
  ...categoryOperations,
  ...gameOperations,
  ...settingsOperations,
  ...orderOperations,
  ...paymentOperations,
  ...promotionOperations,
  ...reportOperations,
  ...saleOperations,
  ...chatOperations,
  ...enquiryOperations,
  ...commissionOperations,
  ...authOperations,
  ...accountOperations,
  ...wishlistOperations,
  ...userOperations,
  ...mediaOperations,
  ...emailOperations,
  ...previewOperations,
  ...newsletterOperations,
  ...statsOperations,
  ...apiDescriptionOperations,
};

export type OperationName = keyof typeof wireOperations;

export type Operations = {
  [Name in OperationName]: (typeof wireOperations)[Name] & WithTerms<DeclaredTerms[Name]>;
};

export const operations: Operations = wireOperations;
