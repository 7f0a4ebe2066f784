import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { settingsInputSchema } from './settings.ts';

const settings = {
  shopName: 'Kawaii Atelier',
  aboutText: 'Handmade dolls by Momo Sakura',
  social: { instagram: '@kawaii', twitter: '@kawaii' },
  zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
  contactEmail: 'hello@kawaii-atelier.example',
};

describe('settingsInputSchema', () => {
  it('accepts the shop settings, filling missing social links with blanks', () => {
    expect(settingsInputSchema.parse(settings)).toEqual({
      ...settings,
      social: { instagram: '@kawaii', twitter: '@kawaii', tiktok: '', youtube: '' },
      version: undefined,
    });
  });

  it('requires the shop name, the Zelle details and a contact email', () => {
    const result = settingsInputSchema.safeParse({
      ...settings,
      shopName: '',
      zelle: { phone: '', name: '' },
      contactEmail: 'nope',
    });
    expect(fieldErrors(result.error!)).toEqual({
      shopName: 'Shop name is required',
      'zelle.phone': 'Zelle phone is required',
      'zelle.name': 'Zelle payee name is required',
      contactEmail: 'Enter a valid email address',
    });
  });
});
