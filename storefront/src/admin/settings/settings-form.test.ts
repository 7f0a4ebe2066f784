import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYAWAY, type ShopSettings } from '@kawaii/shared';
import { checkSettings, settingsValuesOf } from './settings-form.ts';
import { newZoneDraft } from './shipping-zones-form.ts';

const settings: ShopSettings = {
  shopName: 'Kawaii Atelier',
  aboutText: 'Handmade dolls by Momo Sakura.',
  social: { instagram: '@momo', twitter: '', tiktok: '', youtube: '' },
  zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
  contactEmail: 'hello@kawaii-atelier.example',
  lowStockThreshold: 2,
  shippingZones: [
    {
      _id: 'z-ca',
      name: 'Canada',
      countries: ['CA'],
      rateCents: 1200,
      freeOverCents: null,
      estimate: '5-8 business days',
    },
  ],
  unpaidOrderHours: 72,
  rewardItemProductId: null,
  layaway: DEFAULT_LAYAWAY,
  tax: { enabled: false, pricesIncludeTax: false, taxShipping: false, rates: [] },
  version: 3,
  updatedAt: '2026-03-02T10:00:00.000Z',
};

describe('settings form', () => {
  it('edits the settings without their bookkeeping, as copies', () => {
    const values = settingsValuesOf(settings);
    expect(values).not.toHaveProperty('version');
    expect(values).not.toHaveProperty('updatedAt');
    values.zelle.name = 'Changed';
    expect(settings.zelle.name).toBe('Momo Sakura');
  });

  it('gives the save input with the version it was edited from, trimmed', () => {
    const check = checkSettings(
      { ...settingsValuesOf(settings), shopName: '  Kawaii Atelier  ' },
      settings.version,
    );
    const { updatedAt: _updatedAt, ...input } = settings;
    expect(check).toEqual({ ok: true, input });
  });

  it('edits zone money as dollar text and saves it as whole cents', () => {
    const values = settingsValuesOf(settings);
    expect(values.shippingZones[0]).toMatchObject({ rate: '12.00', freeOver: '' });
    expect(values.unpaidOrderHours).toBe('72');
    const check = checkSettings(
      {
        ...values,
        unpaidOrderHours: '48',
        shippingZones: [
          ...values.shippingZones,
          { ...newZoneDraft(true), name: 'Rest of world', rate: '$18.5', freeOver: '150' },
        ],
      },
      3,
    );
    expect(check.ok && check.input.unpaidOrderHours).toBe(48);
    expect(check.ok && check.input.shippingZones?.[1]).toEqual({
      _id: '',
      name: 'Rest of world',
      countries: '*',
      rateCents: 1850,
      freeOverCents: 15000,
      estimate: '',
    });
  });

  it("marks each wrong zone field with the schema's message", () => {
    const values = settingsValuesOf(settings);
    const check = checkSettings(
      {
        ...values,
        unpaidOrderHours: '',
        shippingZones: [
          ...values.shippingZones,
          { ...newZoneDraft(false), name: ' ', rate: 'free', freeOver: '-1' },
        ],
      },
      3,
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        unpaidOrderHours: 'Unpaid order hours must be a number',
        'shippingZones.1.name': 'Zone name is required',
        'shippingZones.1.countries': 'Choose at least one country, or everywhere else',
        'shippingZones.1.rateCents': 'Rate must be a number',
        'shippingZones.1.freeOverCents': 'Free shipping threshold must be 0 or more',
      },
    });
  });

  it('refuses a country in two zones, a second everywhere-else zone, and too few hours', () => {
    const values = settingsValuesOf(settings);
    const world = { ...newZoneDraft(true), name: 'World', rate: '20' };
    const alsoCanada = {
      ...newZoneDraft(false),
      name: 'North',
      countries: ['US', 'CA'],
      rate: '3',
    };
    const check = checkSettings(
      {
        ...values,
        unpaidOrderHours: '0',
        shippingZones: [...values.shippingZones, alsoCanada, world, { ...world, name: 'Other' }],
      },
      3,
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        shippingZones: 'Only one zone may cover everywhere else',
        'shippingZones.1.countries': 'CA is in more than one zone',
        unpaidOrderHours: 'Unpaid orders must be kept at least 1 hour',
      },
    });
    const tooLong = checkSettings({ ...values, unpaidOrderHours: '721' }, 3);
    expect(tooLong.ok || tooLong.errors['unpaidOrderHours']).toBe(
      'Unpaid orders may be kept at most 720 hours',
    );
  });

  it("gives the schema's messages by field path", () => {
    const values = settingsValuesOf(settings);
    const check = checkSettings(
      { ...values, contactEmail: 'not-an-email', zelle: { phone: ' ', name: 'Momo' } },
      3,
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        contactEmail: 'Enter a valid email address',
        'zelle.phone': 'Zelle phone is required',
      },
    });
  });

  it('edits layaway money as dollar text and tiers as rows, saved as cents and numbers', () => {
    const values = settingsValuesOf(settings);
    expect(values.layaway).toMatchObject({ enabled: false, minTotal: '200.00', daysBetween: '30' });
    const check = checkSettings(
      {
        ...values,
        layaway: {
          ...values.layaway,
          enabled: true,
          minTotal: '150',
          plans: [{ maxInstalments: '4', minTotal: '$150' }],
          graceDays: '5',
        },
      },
      3,
    );
    expect(check.ok && check.input.layaway).toEqual({
      enabled: true,
      minTotalCents: 15000,
      plans: [{ maxInstalments: 4, minTotalCents: 15000 }],
      daysBetween: 30,
      graceDays: 5,
      firstPaymentNonRefundable: true,
    });
    const wrong = checkSettings(
      {
        ...values,
        layaway: {
          ...values.layaway,
          plans: [{ maxInstalments: '13', minTotal: '' }],
          graceDays: '',
        },
      },
      3,
    );
    expect(wrong.ok || wrong.errors).toEqual({
      'layaway.plans.0.maxInstalments': 'Instalments must be 12 or less',
      'layaway.plans.0.minTotalCents': 'Tier minimum order total must be a number',
      'layaway.graceDays': 'Grace days must be a number',
    });
  });
});
