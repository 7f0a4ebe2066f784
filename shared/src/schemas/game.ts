// Games as the admin area edits them: slug, title, category, tags, description, thumbnail,
// status (available or coming-soon) and published.

import { z } from 'zod';
import { GAME_CATEGORIES, GAME_STATUSES } from '../domain/entities.ts';
import {
  formBoolean,
  oneOf,
  optionalImagePath,
  optionalText,
  singleLineText,
  slugField,
  tagsField,
  versionField,
} from './fields.ts';

export const gameInputSchema = z.object({
  title: singleLineText('Title', 200),
  slug: slugField,
  category: oneOf('Category', GAME_CATEGORIES),
  tags: tagsField,
  description: optionalText('Description', 2000),
  thumbnail: optionalImagePath,
  status: oneOf('Status', GAME_STATUSES).default('available'),
  published: formBoolean('Published').default(true),
  version: versionField,
});
export type GameInput = z.infer<typeof gameInputSchema>;
