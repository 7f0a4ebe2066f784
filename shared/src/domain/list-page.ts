/** One page of a public list, and where the list goes on. */
export interface ListPage<T> {
  items: T[];
  /** How many items the whole list has (every page, with the same filters). */
  total: number;
  /** This page's number, from 1. */
  page: number;
  /** The next page's number; null on the last page. */
  nextPage: number | null;
}

/** One page of a staff list (newest first), and where it goes on. */
export interface StaffListPage<T> {
  items: T[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** Records read by id, in the order asked; an id that names no record is left out. */
export interface RecordsById<T> {
  items: T[];
}
