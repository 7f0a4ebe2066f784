// The keyboard of a record picker's search box, as a combobox with a listbox of matches: the
// arrows open the list and move the highlighted match (wrapping around), Home and End jump to
// the ends of an open list, Enter picks the highlighted match, Escape closes the list (or, when it
// is closed, clears the search), and Backspace in an empty search removes the last chosen item.

export type PickerKeyAction =
  | { type: 'open'; active: number }
  | { type: 'move'; active: number }
  | { type: 'pick'; index: number }
  | { type: 'close' }
  | { type: 'clear-search' }
  | { type: 'remove-last' }
  | { type: 'none' };

export interface PickerKeyState {
  open: boolean;
  /** The highlighted match, -1 for none. */
  active: number;
  /** Matches shown. */
  count: number;
  /** The search as typed. */
  search: string;
  /** Chosen items shown before the box (a many-item picker). */
  chosenCount: number;
}

/** What a key pressed in the search box does; 'none' lets the browser have it. */
export function pickerKeyAction(key: string, state: PickerKeyState): PickerKeyAction {
  const { open, active, count } = state;
  switch (key) {
    case 'ArrowDown':
      if (!open) return { type: 'open', active: count > 0 ? 0 : -1 };
      return count === 0 ? { type: 'none' } : { type: 'move', active: (active + 1) % count };
    case 'ArrowUp':
      if (!open) return { type: 'open', active: count - 1 };
      return count === 0
        ? { type: 'none' }
        : { type: 'move', active: active <= 0 ? count - 1 : active - 1 };
    case 'Home':
      return open && count > 0 ? { type: 'move', active: 0 } : { type: 'none' };
    case 'End':
      return open && count > 0 ? { type: 'move', active: count - 1 } : { type: 'none' };
    case 'Enter':
      return open && active >= 0 && active < count
        ? { type: 'pick', index: active }
        : { type: 'none' };
    case 'Escape':
      if (open) return { type: 'close' };
      return state.search === '' ? { type: 'none' } : { type: 'clear-search' };
    case 'Backspace':
      return state.search === '' && state.chosenCount > 0
        ? { type: 'remove-last' }
        : { type: 'none' };
    default:
      return { type: 'none' };
  }
}
