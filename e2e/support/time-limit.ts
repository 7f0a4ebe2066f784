// A limit for the waits that have none of their own. Playwright's `evaluate` and axe's analysis
// wait as long as the page takes; a page that never answers would hold the test until the test's
// own timeout, which names no step. With a limit, the failure says which step hung.

/** Settles as `work` does, or rejects naming `step` once `ms` have passed. */
export async function withinTime<T>(step: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step} did not finish within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
