// The setup most API suites share: an API of the file's own (fresh database and uploads folder)
// with a staff member signed in, started before the file's tests and closed after them. Read the
// fields inside tests and hooks: the file's beforeAll fills them in.

import { afterAll, beforeAll } from 'vitest';
import { signedIn } from './auth.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export interface StaffApp {
  app: TestApp;
  /** The signed-in staff member's bearer header. */
  staff: Record<string, string>;
}

export function useStaffApp(role: 'admin' | 'superadmin'): StaffApp {
  const suite = {} as StaffApp;
  beforeAll(async () => {
    suite.app = await startTestApp();
    suite.staff = (await signedIn(suite.app, { role })).headers;
  });
  afterAll(() => suite.app?.close());
  return suite;
}
