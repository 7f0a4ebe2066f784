import { describe, expect, it } from 'vitest';
import { devServerUrlFor, isSmokeTest } from './launch-options.ts';

describe('devServerUrlFor', () => {
  const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173' };

  it('honours the dev server only in an unpacked studio', () => {
    expect(devServerUrlFor(false, env)).toBe('http://localhost:5173');
    expect(devServerUrlFor(true, env)).toBeUndefined();
  });

  it('never loads a remote page as the studio, even unpacked', () => {
    expect(
      devServerUrlFor(false, { ELECTRON_RENDERER_URL: 'https://evil.example' }),
    ).toBeUndefined();
    expect(devServerUrlFor(false, {})).toBeUndefined();
  });
});

describe('isSmokeTest', () => {
  it('is the --smoke-test flag of the release workflow', () => {
    expect(isSmokeTest(['/Applications/Kawaii Atelier Studio', '--smoke-test'])).toBe(true);
    expect(isSmokeTest(['/Applications/Kawaii Atelier Studio'])).toBe(false);
  });
});
