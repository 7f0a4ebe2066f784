// The names of a content collection's shared operations: 'Artwork' and 'Artworks' name
// listArtworks, createArtwork, updateArtwork, patchArtwork and deleteArtwork. The wire
// declarations and the terms of every collection are made by one function each and named here,
// so the two halves of the five operations cannot be named apart.

export interface CollectionParts {
  list: unknown;
  create: unknown;
  update: unknown;
  patch: unknown;
  remove: unknown;
}

export type NamedCollection<
  One extends string,
  Many extends string,
  Parts extends CollectionParts,
> = Record<`list${Many}`, Parts['list']> &
  Record<`create${One}`, Parts['create']> &
  Record<`update${One}`, Parts['update']> &
  Record<`patch${One}`, Parts['patch']> &
  Record<`delete${One}`, Parts['remove']>;

export interface CollectionNames<One extends string, Many extends string> {
  /** One record in operation names: 'Artwork'. */
  one: One;
  /** The records in the list operation's name: 'Artworks'. */
  many: Many;
}

export function nameCollection<
  const One extends string,
  const Many extends string,
  Parts extends CollectionParts,
>({ one, many }: CollectionNames<One, Many>, parts: Parts): NamedCollection<One, Many, Parts> {
  // Computed keys widen to string; the names are exactly the ones the type states.
  return {
    [`list${many}`]: parts.list,
    [`create${one}`]: parts.create,
    [`update${one}`]: parts.update,
    [`patch${one}`]: parts.patch,
    [`delete${one}`]: parts.remove,
  } as NamedCollection<One, Many, Parts>;
}
