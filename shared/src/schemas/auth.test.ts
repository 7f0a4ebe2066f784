import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { googleLoginSchema, loginSchema, registerSchema } from './auth.ts';

describe('registerSchema', () => {
  it('accepts a name, an email and a password of 8 or more characters', () => {
    expect(
      registerSchema.parse({ name: ' Momo ', email: 'momo@example.com', password: '12345678' }),
    ).toEqual({ name: 'Momo', email: 'momo@example.com', password: '12345678' });
  });

  it('says what is missing or wrong', () => {
    const result = registerSchema.safeParse({ email: 'nope', password: 'short' });
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
    const empty = registerSchema.safeParse({ name: '', email: '', password: '' });
    expect(fieldErrors(empty.error!)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});

describe('loginSchema', () => {
  it('requires an email and a password of any length', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    const result = loginSchema.safeParse({});
    expect(fieldErrors(result.error!)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});

describe('googleLoginSchema', () => {
  it('requires the Google credential', () => {
    expect(googleLoginSchema.parse({ token: 'eyJ.abc.def' })).toEqual({ token: 'eyJ.abc.def' });
    expect(fieldErrors(googleLoginSchema.safeParse({ token: '' }).error!)).toEqual({
      token: 'Google credential is required',
    });
  });
});
