import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopSettings } from '@kawaii/shared';
import { adminRequests, type AdminRequests } from '../test/admin-requests.ts';
import { signedIn } from '../test/auth.ts';
import { asStaff, useStaffApp } from '../test/staff-app.ts';

// A shop of its own for each test: the settings start unsaved (version 0) and the activity log
// empty, whichever tests ran before.
const suite = useStaffApp('superadmin', {
  staffFields: { email: 'artist@shop.test' },
  perTest: true,
});
const admin = asStaff(suite);
let helper: AdminRequests;
let helperHeaders: Record<string, string>;

const settings = {
  shopName: 'Kawaii Atelier',
  aboutText: 'Handmade dolls by Momo Sakura.',
  social: { instagram: '@kawaii.atelier', twitter: '@kawaiiatelier' },
  zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
  contactEmail: 'hello@kawaii-atelier.example',
};

beforeEach(async () => {
  helperHeaders = (await signedIn(suite.app, { role: 'admin', email: 'helper@shop.test' })).headers;
  helper = adminRequests(suite.app, helperHeaders);
});

/** The settings as the artist first saves them. */
async function savedByTheArtist(): Promise<ShopSettings> {
  const response = await admin.json('PUT', '/api/settings', settings);
  expect(response.status).toBe(200);
  return (await response.json()) as ShopSettings;
}

describe('PUT /api/settings', () => {
  it('saves the settings the public GET then answers, version by version', async () => {
    const first = await admin.json('PUT', '/api/settings', settings);
    expect(first.status).toBe(200);
    const saved = (await first.json()) as ShopSettings;
    expect(saved).toEqual({
      ...settings,
      social: { instagram: '@kawaii.atelier', twitter: '@kawaiiatelier', tiktok: '', youtube: '' },
      shippingZones: [],
      unpaidOrderHours: 72,
      rewardItemProductId: null,
      lowStockThreshold: 2,
      layaway: {
        enabled: false,
        minTotalCents: 20000,
        plans: [
          { maxInstalments: 3, minTotalCents: 20000 },
          { maxInstalments: 6, minTotalCents: 60000 },
        ],
        daysBetween: 30,
        graceDays: 7,
        firstPaymentNonRefundable: true,
      },
      tax: { enabled: false, pricesIncludeTax: false, taxShipping: false, rates: [] },
      updatedAt: expect.any(String),
      version: 1,
    });
    expect(await (await suite.app.get('/api/settings')).json()).toEqual(saved);

    const second = await admin.json('PUT', '/api/settings', {
      ...settings,
      shopName: 'Kawaii Atelier Studio',
      version: 1,
    });
    expect(await second.json()).toMatchObject({ shopName: 'Kawaii Atelier Studio', version: 2 });
  });

  it('saves shipping zones (giving new ones an id) and keeps them when a save leaves them out', async () => {
    const current = (await (await suite.app.get('/api/settings')).json()) as ShopSettings;
    const response = await admin.json('PUT', '/api/settings', {
      ...settings,
      version: current.version,
      unpaidOrderHours: 48,
      shippingZones: [
        { name: 'Canada', countries: ['ca'], rateCents: 1200, estimate: '5-8 business days' },
        { name: 'Rest of world', countries: '*', rateCents: 2000, freeOverCents: 20000 },
      ],
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as ShopSettings;
    expect(saved.unpaidOrderHours).toBe(48);
    expect(saved.shippingZones).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Canada',
        countries: ['CA'],
        rateCents: 1200,
        freeOverCents: null,
        estimate: '5-8 business days',
      },
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Rest of world',
        countries: '*',
        rateCents: 2000,
        freeOverCents: 20000,
        estimate: '',
      },
    ]);

    const older = await admin.json('PUT', '/api/settings', { ...settings, version: saved.version });
    expect(((await older.json()) as ShopSettings).shippingZones).toEqual(saved.shippingZones);
  });

  it('refuses two "everywhere else" zones, a country in two zones and unknown countries', async () => {
    const current = (await (await suite.app.get('/api/settings')).json()) as ShopSettings;
    const zone = { rateCents: 500, estimate: '' };
    for (const [shippingZones, message] of [
      [
        [
          { ...zone, name: 'A', countries: '*' },
          { ...zone, name: 'B', countries: '*' },
        ],
        'Only one zone may cover everywhere else',
      ],
      [
        [
          { ...zone, name: 'A', countries: ['US', 'CA'] },
          { ...zone, name: 'B', countries: ['CA'] },
        ],
        'CA is in more than one zone',
      ],
      [[{ ...zone, name: 'A', countries: ['XX'] }], 'Choose countries from the list'],
    ] as const) {
      const response = await admin.json('PUT', '/api/settings', {
        ...settings,
        version: current.version,
        shippingZones,
      });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
  });

  it('saves layaway, keeps it when a save leaves it out, and refuses a bad one per field', async () => {
    const current = (await (await suite.app.get('/api/settings')).json()) as ShopSettings;
    const layaway = {
      enabled: true,
      minTotalCents: 15000,
      plans: [
        { maxInstalments: 3, minTotalCents: 15000 },
        { maxInstalments: 8, minTotalCents: 80000 },
      ],
      daysBetween: 14,
      graceDays: 3,
      firstPaymentNonRefundable: false,
    };
    const response = await admin.json('PUT', '/api/settings', {
      ...settings,
      version: current.version,
      layaway,
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as ShopSettings;
    expect(saved.layaway).toEqual(layaway);
    const older = await admin.json('PUT', '/api/settings', { ...settings, version: saved.version });
    expect(((await older.json()) as ShopSettings).layaway).toEqual(layaway);

    const refused = await admin.json('PUT', '/api/settings', {
      ...settings,
      version: saved.version + 1,
      layaway: { ...layaway, plans: [{ maxInstalments: 1, minTotalCents: -5 }], graceDays: 61 },
    });
    expect(refused.status).toBe(400);
    const { errors } = (await refused.json()) as { errors: Record<string, string> };
    expect(errors).toEqual({
      'layaway.plans.0.maxInstalments': 'Instalments must be 2 or more',
      'layaway.plans.0.minTotalCents': 'Tier minimum order total must be 0 or more',
      'layaway.graceDays': 'Grace days must be 60 or less',
    });
    expect(((await (await suite.app.get('/api/settings')).json()) as ShopSettings).layaway).toEqual(
      layaway,
    );
  });

  it('answers 409 with the current settings for a stale version', async () => {
    const current = (await (await suite.app.get('/api/settings')).json()) as ShopSettings;
    const response = await admin.json('PUT', '/api/settings', {
      ...settings,
      version: current.version + 5,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'This item was changed by someone else',
      current,
    });
  });

  it('refuses invalid settings with an error per field', async () => {
    const response = await admin.json('PUT', '/api/settings', {
      ...settings,
      contactEmail: 'not-an-email',
      zelle: { phone: '', name: 'Momo Sakura' },
    });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors).toEqual({
      contactEmail: 'Enter a valid email address',
      'zelle.phone': 'Zelle phone is required',
    });
  });

  it('lets an admin save the settings but not change whom customers pay', async () => {
    const current = await savedByTheArtist();
    const { updatedAt: _updatedAt, version, ...fields } = current;
    const saved = await helper.json('PUT', '/api/settings', {
      ...fields,
      aboutText: 'Now with more sparkles.',
      version,
    });
    expect(saved.status).toBe(200);
    const redirected = await helper.json('PUT', '/api/settings', {
      ...fields,
      zelle: { phone: '(555) 666-0000', name: 'Not The Artist' },
      version: version + 1,
    });
    expect(redirected.status).toBe(403);
    expect(await redirected.json()).toEqual({
      message: 'Only the superadmin can change the Zelle payment details',
    });
    const after = (await (await suite.app.get('/api/settings')).json()) as ShopSettings;
    expect(after.zelle).toEqual(current.zelle);
    expect(after.aboutText).toBe('Now with more sparkles.');
  });

  it('records who saved the settings in the activity log, for the superadmin', async () => {
    const { updatedAt: _updatedAt, version, ...fields } = await savedByTheArtist();
    const byHelper = await helper.json('PUT', '/api/settings', {
      ...fields,
      aboutText: 'Now with more sparkles.',
      version,
    });
    expect(byHelper.status).toBe(200);

    const log = await suite.app.get('/api/activity', { headers: suite.staff });
    expect(log.status).toBe(200);
    const entries = (await log.json()) as { actor: { email: string }; summary: string }[];
    expect([entries[0]!.actor.email, entries[0]!.summary]).toEqual([
      'helper@shop.test',
      'Saved the shop settings',
    ]);
    expect(entries.map((entry) => entry.actor.email)).toContain('artist@shop.test');
    expect(entries.some((entry) => entry.summary.startsWith('Changed the Zelle details to'))).toBe(
      true,
    );
    expect((await suite.app.get('/api/activity', { headers: helperHeaders })).status).toBe(403);
  });

  it('answers 401 without a token and 403 for a customer', async () => {
    const anonymous = await adminRequests(suite.app, {}).json('PUT', '/api/settings', settings);
    expect(anonymous.status).toBe(401);
    const customer = adminRequests(suite.app, (await signedIn(suite.app)).headers);
    expect((await customer.json('PUT', '/api/settings', settings)).status).toBe(403);
  });
});
