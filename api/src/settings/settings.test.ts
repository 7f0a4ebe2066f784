import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createSettingsStore } from './store.ts';

let app: TestApp;

beforeEach(async () => {
  app = await startTestApp();
});

afterEach(() => app.close());

describe('GET /api/settings', () => {
  it('answers the defaults before anything is saved', async () => {
    const response = await app.get('/api/settings');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      shopName: 'Kawaii Atelier',
      aboutText: '',
      social: { instagram: '', twitter: '', tiktok: '', youtube: '' },
      zelle: { phone: '', name: '' },
      contactEmail: '',
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
      updatedAt: new Date(0).toISOString(),
      version: 0,
    });
  });

  it('answers the stored settings, without unknown keys, filling missing ones', async () => {
    createSettingsStore(app.db).insert({
      data: {
        shopName: 'Kawaii Atelier',
        zelle: { phone: '(555) 010-2026', name: 'Momo Sakura', secret: 'x' },
        social: { instagram: 'https://www.instagram.com/kawaii.atelier' },
        contactEmail: 'hello@kawaii-atelier.example',
        internalNote: 'not public',
      },
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 3,
    });
    const settings = await (await app.get('/api/settings')).json();
    expect(settings).toEqual({
      shopName: 'Kawaii Atelier',
      aboutText: '',
      social: {
        instagram: 'https://www.instagram.com/kawaii.atelier',
        twitter: '',
        tiktok: '',
        youtube: '',
      },
      zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
      contactEmail: 'hello@kawaii-atelier.example',
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
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 3,
    });
  });
});
