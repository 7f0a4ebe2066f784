import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '@kawaii/shared';
import { checkSettings, settingsValuesOf } from './settings-form.ts';

const settings: ShopSettings = {
  shopName: 'Kawaii Atelier',
  aboutText: 'Handmade dolls by Momo Sakura.',
  social: { instagram: '@momo', twitter: '', tiktok: '', youtube: '' },
  zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
  contactEmail: 'hello@kawaii-atelier.example',
  shippingZones: [],
  unpaidOrderHours: 72,
  rewardItemProductId: null,
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
    expect(check).toEqual({
      ok: true,
      input: { ...settingsValuesOf(settings), version: 3 },
    });
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
});
