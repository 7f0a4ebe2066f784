// What a failed AdminApi call tells the person: the server's message, its field errors, and on
// a stale save the record as it is now. Read by shape, not by class, because the studio's
// transport rebuilds errors that crossed its IPC bridge.

export const FALLBACK_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

export interface AdminFailure {
  status: number | null;
  message: string;
  fieldErrors: Record<string, string>;
  /** The saved record when the save was stale (409 with `current`); otherwise null. */
  staleRecord: Record<string, unknown> | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textRecord(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export function readFailure(error: unknown, fallback = FALLBACK_FAILURE_MESSAGE): AdminFailure {
  if (!isRecord(error) && !(error instanceof Error)) {
    return { status: null, message: fallback, fieldErrors: {}, staleRecord: null };
  }
  const failure = error as Record<string, unknown>;
  const status = typeof failure['status'] === 'number' ? failure['status'] : null;
  const message =
    typeof failure['message'] === 'string' && failure['message'] !== '' && status !== null
      ? failure['message']
      : fallback;
  const current = failure['current'];
  return {
    status,
    message,
    fieldErrors: textRecord(failure['errors']),
    staleRecord: status === 409 && isRecord(current) ? current : null,
  };
}
