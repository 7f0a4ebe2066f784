// The list half of a desk (orders, emails): one button a row, the chosen one marked current, and
// choosing one opens its details beside the list (below it on a phone).

import type { ReactNode } from 'react';
import '../desk-list.css';

interface DeskListProps<Item extends { _id: string }> {
  /** The list's name for screen readers ('Orders'). */
  label: string;
  items: readonly Item[];
  selectedId: string | null;
  onSelect(id: string): void;
  /** What a row shows inside its button. */
  row(item: Item): ReactNode;
}

export function DeskList<Item extends { _id: string }>({
  label,
  items,
  selectedId,
  onSelect,
  row,
}: DeskListProps<Item>) {
  return (
    <ul className="desk-list" aria-label={label}>
      {items.map((item) => (
        <li key={item._id}>
          <button
            type="button"
            className="desk-row"
            aria-current={item._id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(item._id)}
          >
            {row(item)}
          </button>
        </li>
      ))}
    </ul>
  );
}
