// Lists of tags and image paths are stored as JSON arrays in TEXT columns.

export function readStringList(column: string): string[] {
  const value: unknown = JSON.parse(column);
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

export function writeStringList(list: readonly string[]): string {
  return JSON.stringify(list);
}
