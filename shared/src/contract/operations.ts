// Every operation of the API, by name. The API must mount exactly these (a test walks its router),
// and the typed client offers exactly these. Only the wire declarations are values here; each
// operation's spec (access, input schemas, documentation) joins its type from specs.ts, so a
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
import { enquiryOperations } from './operations/enquiries.ts';
import { apiDescriptionOperations, emailOperations, mediaOperations } from './operations/media.ts';
import { previewOperations } from './operations/previews.ts';
import { chatOperations, orderOperations, settingsOperations } from './operations/shop.ts';
import type { WithSpec } from './operation.ts';
import type { OperationSpecs } from './specs.ts';

const wireOperations = {
  ...artworkOperations,
  ...postOperations,
  ...productOperations,
  ...categoryOperations,
  ...gameOperations,
  ...settingsOperations,
  ...orderOperations,
  ...chatOperations,
  ...enquiryOperations,
  ...authOperations,
  ...accountOperations,
  ...wishlistOperations,
  ...userOperations,
  ...mediaOperations,
  ...emailOperations,
  ...previewOperations,
  ...apiDescriptionOperations,
};

export type OperationName = keyof typeof wireOperations;

export type Operations = {
  [Name in OperationName]: (typeof wireOperations)[Name] & WithSpec<OperationSpecs[Name]>;
};

export const operations: Operations = wireOperations;
