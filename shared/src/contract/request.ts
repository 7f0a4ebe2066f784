// How an operation's input becomes a request line: path parameters encoded into the path, the
// query as a search string (a list repeats its key, undefined values are left out).

export type QueryValue = string | number | boolean | null | undefined;

/** `path?key=value...`, leaving out undefined and null values so "all" filters are simply absent. */
export function withQuery(path: string, query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** '/api/shop/:id' with `{ id: 'a b' }` is '/api/shop/a%20b'; a missing parameter is an error. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}
