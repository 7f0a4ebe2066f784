import { describe, expect, it } from 'vitest';
import { releaseSettingsFrom, shopAddress } from './release-settings.ts';

describe('the release settings built into the app', () => {
  it('reads the shop address and whether updates install', () => {
    expect(
      releaseSettingsFrom({
        name: '@kawaii/studio',
        studioShopUrl: 'https://kawaii-atelier.example/',
        studioUpdates: 'install',
      }),
    ).toEqual({ shopUrl: 'https://kawaii-atelier.example', updates: 'install' });
  });

  it('only tells about updates, and offers no address, when the build says nothing', () => {
    expect(releaseSettingsFrom({ name: '@kawaii/studio' })).toEqual({
      shopUrl: null,
      updates: 'notify',
    });
    expect(releaseSettingsFrom(null)).toEqual({ shopUrl: null, updates: 'notify' });
  });

  it('takes an https address, or http on this computer only', () => {
    expect(shopAddress('http://localhost:3000')).toBe('http://localhost:3000');
    expect(shopAddress('http://kawaii-atelier.example')).toBeNull();
    expect(shopAddress('ftp://kawaii-atelier.example')).toBeNull();
    expect(shopAddress('not an address')).toBeNull();
    expect(shopAddress('')).toBeNull();
  });
});
