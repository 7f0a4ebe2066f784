// The chosen ids of a picker as items to show: read by id once each (never the whole list), kept
// while the form is open, and told of the records picked from the matches so those need no read.

import { useCallback, useEffect, useState } from 'react';
import { useAdminApi } from '../admin-api-context.tsx';
import {
  chosenItems,
  idsToRead,
  readChosen,
  withAnswer,
  withSeen,
  type ChosenItem,
  type KnownItems,
} from './chosen-records.ts';
import type { PickerItem, PickerSource } from './picker-sources.ts';

export interface ChosenItems {
  chosen: ChosenItem[];
  /** Items seen in the matches: a pick of one shows its name at once. */
  remember(items: readonly PickerItem[]): void;
}

const NO_FAILURES: ReadonlySet<string> = new Set();

export function useChosenItems(source: PickerSource, ids: readonly string[]): ChosenItems {
  const api = useAdminApi();
  const [known, setKnown] = useState<KnownItems>(() => new Map());
  const [failed, setFailed] = useState<ReadonlySet<string>>(NO_FAILURES);
  const wanted = idsToRead(ids, known).join(',');

  useEffect(() => {
    if (wanted === '') return;
    let current = true;
    const asked = wanted.split(',');
    readChosen(api, source, asked).then(
      (items) => current && setKnown((now) => withAnswer(now, asked, items)),
      (error: unknown) => {
        console.error('Could not read the chosen records of a picker', error);
        if (current) setFailed(new Set(asked));
      },
    );
    return () => {
      current = false;
    };
  }, [api, source, wanted]);

  const remember = useCallback(
    (items: readonly PickerItem[]) => setKnown((now) => withSeen(now, items)),
    [],
  );
  return { chosen: chosenItems(ids, known, failed), remember };
}
