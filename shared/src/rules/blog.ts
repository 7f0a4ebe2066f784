// Blog post bodies are plain text: paragraphs split on blank lines, line breaks kept. And the
// blog's categories, as the post form suggests them.

/**
 * Paragraphs split on blank lines (empty or whitespace only); each paragraph is its list of
 * lines, so the page can keep the line breaks.
 */
export function splitParagraphs(content: string): string[][] {
  const paragraphs: string[][] = [];
  let current: string[] = [];
  for (const line of content.split(/\r\n|\r|\n/)) {
    if (line.trim() !== '') {
      current.push(line);
    } else if (current.length > 0) {
      paragraphs.push(current);
      current = [];
    }
  }
  if (current.length > 0) paragraphs.push(current);
  return paragraphs;
}

/** The categories posts use, each once, trimmed, without blanks, in alphabetical order. */
export function blogCategoryNames(categories: readonly string[]): string[] {
  const names = new Set(categories.map((name) => name.trim()).filter((name) => name !== ''));
  return [...names].sort((a, b) => a.localeCompare(b));
}
