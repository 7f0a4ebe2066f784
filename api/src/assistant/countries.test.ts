import { COUNTRIES } from '@kawaii/shared';
import { describe, expect, it } from 'vitest';
import { countryName, findCountry } from './countries.ts';

describe('findCountry', () => {
  it('finds every country of the shared list by its name', () => {
    const missed = COUNTRIES.filter(
      ({ code, name }) =>
        !['JE', 'GG', 'TD', 'GE', 'JO'].includes(code) &&
        findCountry(`Do you ship to ${name}?`)?.code !== code,
    );
    expect(missed).toEqual([]);
  });

  it('knows everyday aliases and names written with "and"', () => {
    expect(findCountry('shipping to the USA?')?.code).toBe('US');
    expect(findCountry('Can you send it to the UK')?.code).toBe('GB');
    expect(findCountry('do you ship to holland')?.code).toBe('NL');
    expect(findCountry('Trinidad and Tobago please')?.code).toBe('TT');
    expect(findCountry('I live in Burma')?.code).toBe('MM');
  });

  it('prefers the longest name, so a country is not taken for the one inside its name', () => {
    expect(findCountry('Do you ship to Papua New Guinea?')?.code).toBe('PG');
    expect(findCountry('Do you ship to Guinea?')?.code).toBe('GN');
    expect(findCountry('shipping to north korea')?.code).toBe('KP');
    expect(findCountry('Dominican Republic?')?.code).toBe('DO');
  });

  it('leaves pronouns and everyday words alone', () => {
    expect(findCountry('can you tell us more?')).toBeNull();
    expect(findCountry('Is the jersey dress in stock?')).toBeNull();
    expect(findCountry('Do you ship to the US?')).toEqual({
      code: 'US',
      name: 'the United States',
    });
  });
});

describe('countryName', () => {
  it('uses the shared names, with "the" where a sentence needs it', () => {
    expect(countryName('CA')).toBe('Canada');
    expect(countryName('GB')).toBe('the United Kingdom');
    expect(countryName('XX')).toBe('XX');
  });
});
