// The studio window's own reads of the main process (the session, the sync status, the set-aside
// copies, the media folders) live in the same cache as the admin screens' answers, keyed by the
// bridge operation's name plus its arguments under 'studio', apart from the shop's operations. An
// action that answers with the new state (a restore, a folder added) puts it into its read's entry
// instead of asking again.

import { queryOptions } from '@tanstack/react-query';
import type {
  OperationArgs,
  OperationResult,
  StudioOperationName,
} from '../bridge/studio-operations.ts';
import type { StudioCall } from './studio-calls.ts';

/** The studio reads that take no arguments and answer what a screen shows. */
export type StudioReadName = Extract<
  'getSession' | 'getSyncStatus' | 'getUpdateStatus' | 'listSetAside' | 'listMediaFolders',
  StudioOperationName
>;

export function studioKey<Name extends StudioReadName>(operation: Name) {
  return ['studio', operation] as const;
}

export function studioQuery<Name extends StudioReadName>(call: StudioCall, operation: Name) {
  return queryOptions({
    queryKey: studioKey(operation),
    queryFn: (): Promise<OperationResult<Name>> =>
      call(operation, ...([] as unknown as OperationArgs<Name>)),
  });
}
