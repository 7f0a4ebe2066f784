import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MUSIC_KEY, readMusicChoice } from './choice.ts';
import { restoreMusicChoice, useMusic } from './store.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('the music choice', () => {
  let storage: ReturnType<typeof memoryStorage>;

  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    useMusic.setState({ enabled: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is off until the visitor turns it on', () => {
    expect(useMusic.getState().enabled).toBe(false);
    restoreMusicChoice(storage);
    expect(useMusic.getState().enabled).toBe(false);
  });

  it("saves 'on' and 'off' under the key 'music'", () => {
    useMusic.getState().setEnabled(true);
    expect(storage.values.get(MUSIC_KEY)).toBe('on');
    expect(useMusic.getState().enabled).toBe(true);
    useMusic.getState().setEnabled(false);
    expect(storage.values.get(MUSIC_KEY)).toBe('off');
    expect(useMusic.getState().enabled).toBe(false);
  });

  it('comes back on after a reload when it was left on', () => {
    restoreMusicChoice(memoryStorage({ music: 'on' }));
    expect(useMusic.getState().enabled).toBe(true);
  });

  it('treats anything unexpected, or unreadable storage, as off', () => {
    expect(readMusicChoice(memoryStorage({ music: 'true' }))).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readMusicChoice(blocked)).toBe(false);
  });

  it('keeps working when storage refuses to save', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    useMusic.getState().setEnabled(true);
    expect(useMusic.getState().enabled).toBe(true);
  });
});
