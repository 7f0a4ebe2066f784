// Reading the AdminApi through the cache, and telling the cache what a change made stale.

import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminApi } from '../admin-api-context.tsx';
import { operationKey } from '../../query/query-keys.ts';
import { adminQuery, type AdminInput, type AdminReadName } from './admin-query.ts';

/** The cached answer of one admin read for its input, loaded when first asked for. */
export function useAdminRead<Name extends AdminReadName>(
  operation: Name,
  input?: AdminInput<Name>,
) {
  const api = useAdminApi();
  return useQuery(adminQuery(api, operation, input));
}

/** Marks every answer of these reads stale: those on screen load again, the others when shown. */
export function useInvalidateAdminReads() {
  const client = useQueryClient();
  return useCallback(
    (...operations: AdminReadName[]) =>
      Promise.all(
        operations.map((operation) =>
          client.invalidateQueries({ queryKey: operationKey(operation) }),
        ),
      ).then(() => undefined),
    [client],
  );
}
