// Titles and slugs: a new item's slug follows its title as it is typed,
// until a slug is typed by hand; an existing item keeps its slug unless asked ('Generate from
// Title').

import { slugAfterTitleChange, slugify } from '@kawaii/shared';

export function withTitle<Values extends { title: string; slug: string }>(
  values: Values,
  title: string,
  isNew: boolean,
): Values {
  return { ...values, title, slug: slugAfterTitleChange(values, title, isNew) };
}

export function withSlugFromTitle<Values extends { title: string; slug: string }>(
  values: Values,
): Values {
  return { ...values, slug: slugify(values.title) };
}
