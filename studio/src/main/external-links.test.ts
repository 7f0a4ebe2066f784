import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl } from './external-links.ts';

describe('isSafeExternalUrl', () => {
  it('lets web and mail links open outside the studio', () => {
    expect(isSafeExternalUrl('https://kawaii-atelier.example/shop')).toBe(true);
    expect(isSafeExternalUrl('http://localhost:3000/admin')).toBe(true);
    expect(isSafeExternalUrl('mailto:hello@kawaii-atelier.example')).toBe(true);
  });

  it('refuses schemes that could run code or open local files', () => {
    expect(isSafeExternalUrl('file:///etc/passwd')).toBe(false);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('smb://attacker.example/share')).toBe(false);
    expect(isSafeExternalUrl('not a url')).toBe(false);
  });
});
