// URL slugs for posts, artworks and games: a new item's slug is generated from its title
// (lowercase, punctuation stripped, spaces to hyphens); editing never regenerates it.

/** What a valid slug looks like: lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'Hello, World!' -> 'hello-world'; 'Café Crème' -> 'cafe-creme'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents split off by NFKD
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug once the title changes: a new item's slug follows its title while it is still the one
 * made from the previous title; a slug typed by hand (or any slug of a saved item) is kept.
 */
export function slugAfterTitleChange(
  previous: { title: string; slug: string },
  title: string,
  isNew: boolean,
): string {
  const following = previous.slug === '' || previous.slug === slugify(previous.title);
  return isNew && following ? slugify(title) : previous.slug;
}
