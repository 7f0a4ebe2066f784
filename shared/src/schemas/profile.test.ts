import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { profileUpdateSchema } from './profile.ts';

describe('profileUpdateSchema', () => {
  it('requires name and email and trims the optional fields', () => {
    expect(
      profileUpdateSchema.parse({
        name: 'Momo',
        email: 'momo@example.com',
        phone: ' 555-0100 ',
        instagram: '@momo',
        twitter: null,
      }),
    ).toEqual({
      name: 'Momo',
      email: 'momo@example.com',
      phone: '555-0100',
      address: undefined,
      instagram: '@momo',
      twitter: '',
    });
  });

  it('says what is missing or too long', () => {
    const result = profileUpdateSchema.safeParse({ name: ' ', address: 'x'.repeat(301) });
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      address: 'Address must be at most 300 characters',
    });
  });
});
