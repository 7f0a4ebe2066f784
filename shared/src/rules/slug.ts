// URL slugs for posts, artworks and games (spec section 4: generated from the title for new items).

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
