// Turning a failed parse into what the API's error body `{message, errors}` and forms show.

export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message per dotted field path ('items.0.quantity'); form-wide issues are left out. */
export function fieldErrors(error: {
  readonly issues: readonly IssueLike[];
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key !== '' && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** One sentence for the whole failure: the first issue's message. */
export function firstErrorMessage(error: { readonly issues: readonly IssueLike[] }): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
