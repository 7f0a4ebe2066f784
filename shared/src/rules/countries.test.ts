import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, isCountryCode } from './countries.ts';

describe('the country list of the shipping address', () => {
  it('names each country once, under one current code', () => {
    const names = COUNTRIES.map((country) => country.name);
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(codes).size).toBe(codes.length);
    // Retired codes (Rhodesia, Upper Volta, New Hebrides) and the non-ISO 'UK' are not offered.
    for (const retired of ['RH', 'HV', 'NH', 'VD', 'UK'])
      expect(isCountryCode(retired)).toBe(false);
  });

  it('names a code and shows an unknown one as given', () => {
    expect(countryName('CA')).toBe('Canada');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('QQ')).toBe('QQ');
  });
});
