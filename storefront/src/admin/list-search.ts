// The search box of every admin list: case-insensitive, on the texts a card shows.

export function matchesSearch(
  texts: readonly (string | null | undefined)[],
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return texts.some((text) => text != null && text.toLowerCase().includes(needle));
}
