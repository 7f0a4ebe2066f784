// Tags are typed as one comma-separated text, so the form and the server split them alike.

/** 'a, b,,c ' -> ['a', 'b', 'c']: split on commas, trimmed, empty ones dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The text a tags input shows for a saved list. */
export function joinTags(tags: readonly string[]): string {
  return tags.join(', ');
}
