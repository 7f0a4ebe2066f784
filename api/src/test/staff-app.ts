// The setup most API suites share: an API of the file's own (fresh database and uploads folder)
// with a staff member signed in, started before the file's tests and closed after them (or one
// per test, for suites whose tests each need an empty shop). Read the fields inside tests and
// hooks: a hook fills them in. A file's own hooks run after these (hooks run in the order they
// are declared), so they can build on the app.

import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { AppConfig } from '../config.ts';
import type { UserRecord } from '../users/store.ts';
import { adminRequests, type AdminRequests } from './admin-requests.ts';
import { signedIn, type SignedIn } from './auth.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export interface StaffAppOptions {
  /** Settings the app starts with on top of the test defaults (a trusted proxy, an origin). */
  config?: Partial<AppConfig>;
  /** The staff member's own fields, for a suite that reads them back (a name, an email). */
  staffFields?: Partial<UserRecord>;
  /** Also signs in a customer (role 'user'), for the suite's "staff only" checks. */
  customer?: boolean;
  /**
   * A fresh app for every test instead of one for the file: for tests that each need an empty
   * shop (the first order number, an empty outbox, unused rate limits).
   */
  perTest?: boolean;
}

export interface StaffApp {
  app: TestApp;
  /** The signed-in staff member's bearer header. */
  staff: Record<string, string>;
  /** The signed-in staff member's user row. */
  staffUser: UserRecord;
  /** The signed-in customer; only there when the options asked for one. */
  customer: SignedIn;
}

export function useStaffApp(role: 'admin' | 'superadmin', options: StaffAppOptions = {}): StaffApp {
  let customer: SignedIn | undefined;
  const suite = {
    get customer(): SignedIn {
      // A suite that forgot to ask would otherwise send its "customer" requests unsigned and
      // test the anonymous case under the wrong name.
      if (!customer) throw new Error('useStaffApp: pass { customer: true } to sign a customer in');
      return customer;
    },
  } as StaffApp;
  const [before, after] = options.perTest ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    suite.app = await startTestApp(options.config);
    const staffMember = await signedIn(suite.app, { ...options.staffFields, role });
    suite.staff = staffMember.headers;
    suite.staffUser = staffMember.user;
    if (options.customer) customer = await signedIn(suite.app);
  });
  after(() => suite.app?.close());
  return suite;
}

/**
 * Staff saves (JSON, multipart, uploads) for a suite, declared at the top of its file: each call
 * reads the suite's app and staff token when it runs, after useStaffApp's beforeAll.
 */
export function asStaff(suite: StaffApp): AdminRequests {
  return requestsAs(suite, () => suite.staff);
}

/** The same requests sent as the suite's customer (useStaffApp with `customer: true`). */
export function asCustomer(suite: StaffApp): AdminRequests {
  return requestsAs(suite, () => suite.customer.headers);
}

function requestsAs(suite: StaffApp, headers: () => Record<string, string>): AdminRequests {
  const now = () => adminRequests(suite.app, headers());
  return {
    json: (method, path, body) => now().json(method, path, body),
    form: (method, path, fields, files) => now().form(method, path, fields, files),
    delete: (path) => now().delete(path),
    upload: (content) => now().upload(content),
  };
}
