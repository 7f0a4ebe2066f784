import { describe, expect, it } from 'vitest';
import type { ShopSettings, TaxSettings } from '@kawaii/shared';
import { asStaff, useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('superadmin', { perTest: true });
const admin = asStaff(suite);

const settings = {
  shopName: 'Kawaii Atelier',
  aboutText: '',
  social: { instagram: '', twitter: '' },
  zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
  contactEmail: 'hello@kawaii-atelier.example',
};

const tax: TaxSettings = {
  enabled: true,
  pricesIncludeTax: false,
  taxShipping: true,
  rates: [
    { country: 'US', region: 'CA', ratePercent: 7.25, name: 'Sales tax' },
    { country: 'CA', ratePercent: 5, name: 'GST' },
    { country: 'FR', ratePercent: 20, name: 'VAT' },
  ],
};

async function current(): Promise<ShopSettings> {
  return (await (await suite.app.get('/api/settings')).json()) as ShopSettings;
}

async function save(body: Record<string, unknown>) {
  return admin.json('PUT', '/api/settings', {
    ...settings,
    version: (await current()).version,
    ...body,
  });
}

describe('the Taxes settings', () => {
  it('are off by default', async () => {
    expect((await current()).tax).toEqual({
      enabled: false,
      pricesIncludeTax: false,
      taxShipping: false,
      rates: [],
    });
  });

  it('save rates by country and by state (a name kept as its code), and stay when left out', async () => {
    const response = await save({
      tax: {
        ...tax,
        rates: [
          ...tax.rates,
          { country: 'us', region: 'New York', ratePercent: 8.875, name: 'Sales tax' },
        ],
      },
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as ShopSettings;
    expect(saved.tax.rates).toEqual([
      ...tax.rates,
      { country: 'US', region: 'NY', ratePercent: 8.875, name: 'Sales tax' },
    ]);
    expect((await current()).tax).toEqual(saved.tax);

    const without = await save({});
    expect(without.status).toBe(200);
    expect(((await without.json()) as ShopSettings).tax).toEqual(saved.tax);
  });

  it('refuse bad rates with a clear 400 and change nothing', async () => {
    expect((await save({ tax })).status).toBe(200);
    const before = await current();
    const rate = { country: 'US', region: 'CA', ratePercent: 7.25, name: 'Sales tax' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...rate, region: 'Narnia' }, 'Narnia is not a state of United States'],
      [{ ...rate, country: 'CA', region: 'Texas' }, 'Texas is not a province of Canada'],
      [
        { ...rate, country: 'FR', region: 'Paris' },
        'Rates by state or province are only for the United States and Canada',
      ],
      [{ ...rate, ratePercent: -1 }, 'Tax rate must be 0 or more'],
      [{ ...rate, ratePercent: 100.5 }, 'Tax rate must be 100 or less'],
      [{ ...rate, ratePercent: 7.2501 }, 'Tax rate may have at most 3 decimals'],
      [{ ...rate, ratePercent: '7%' }, 'Tax rate must be a number'],
      [{ ...rate, country: 'XX' }, 'Choose a country from the list'],
      [{ ...rate, name: ' ' }, 'Tax name'],
    ];
    for (const [bad, message] of cases) {
      const response = await save({ tax: { ...tax, rates: [bad] } });
      expect(response.status, message).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    const twice = await save({ tax: { ...tax, rates: [rate, { ...rate, region: 'California' }] } });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(await twice.json())).toContain(
      'There is already a rate for California, United States',
    );
    const notFlag = await save({ tax: { ...tax, enabled: 'yes' } });
    expect(notFlag.status).toBe(400);
    expect(await current()).toEqual(before);
  });

  it('are for staff only to change', async () => {
    const response = await suite.app.get('/api/settings', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...settings, tax, version: 0 }),
    });
    expect(response.status).toBe(401);
    expect((await current()).tax.enabled).toBe(false);
  });
});
