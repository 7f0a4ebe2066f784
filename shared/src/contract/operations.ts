// Every operation of the API, by name. The API must mount exactly these (a test walks its router),
// and the typed client offers exactly these.

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
import { chatOperations, orderOperations, settingsOperations } from './operations/shop.ts';

export const operations = {
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
  ...apiDescriptionOperations,
};

export type Operations = typeof operations;
export type OperationName = keyof Operations;
