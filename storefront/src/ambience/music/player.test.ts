import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOW_PASS_HZ, MASTER_GAIN, createMusicPlayer } from './player.ts';
import { parseBar } from './score.ts';
import { buildTimeline } from './timeline.ts';

/** Just enough of an AudioContext to see what the player builds and books. */
class FakeParam {
  value = 0;
  setValueAtTime = vi.fn();
  exponentialRampToValueAtTime = vi.fn();
  setTargetAtTime = vi.fn();
}

class FakeNode {
  connections: unknown[] = [];
  connect<T>(target: T): T {
    this.connections.push(target);
    return target;
  }
  disconnect = vi.fn();
}

class FakeOscillator extends FakeNode {
  type = 'sine';
  frequency = new FakeParam();
  startedAt: number | null = null;
  onended: (() => void) | null = null;
  start(when: number) {
    this.startedAt = when;
  }
  stop = vi.fn();
}

class FakeContext {
  currentTime = 0;
  state: AudioContextState = 'suspended';
  destination = new FakeNode();
  gains: (FakeNode & { gain: FakeParam })[] = [];
  filters: (FakeNode & { type: string; frequency: FakeParam; Q: FakeParam })[] = [];
  oscillators: FakeOscillator[] = [];
  resume = vi.fn(async () => {
    this.state = 'running';
  });
  suspend = vi.fn(async () => {
    this.state = 'suspended';
  });
  createGain() {
    const node = Object.assign(new FakeNode(), { gain: new FakeParam() });
    this.gains.push(node);
    return node;
  }
  createBiquadFilter() {
    const node = Object.assign(new FakeNode(), {
      type: 'allpass',
      frequency: new FakeParam(),
      Q: new FakeParam(),
    });
    this.filters.push(node);
    return node;
  }
  createOscillator() {
    const oscillator = new FakeOscillator();
    this.oscillators.push(oscillator);
    return oscillator;
  }
}

/** One bar at 120 bpm: a melody note on beats 1 and 3, a tick on beat 2. */
const timeline = buildTimeline({
  title: 'test',
  bpm: 120,
  beatsPerBar: 4,
  voices: [
    { instrument: 'musicBox', bars: [parseBar('C5:h E5:h')] },
    { instrument: 'tick', bars: [parseBar('r:q E7:q r:h')] },
  ],
});

describe('the music player', () => {
  let context: FakeContext;
  let createContext: ReturnType<typeof vi.fn<() => AudioContext>>;

  beforeEach(() => {
    vi.useFakeTimers();
    context = new FakeContext();
    createContext = vi.fn(() => context as unknown as AudioContext);
  });
  afterEach(() => vi.useRealTimers());

  const startTimes = () =>
    context.oscillators.map((oscillator) => oscillator.startedAt).filter((time) => time !== null);

  it('creates no AudioContext until it is started', () => {
    createMusicPlayer(timeline, createContext);
    expect(createContext).not.toHaveBeenCalled();
  });

  it('plays through a soft low-pass at a master gain of 0.15', () => {
    const player = createMusicPlayer(timeline, createContext);
    player.start();
    expect(context.resume).toHaveBeenCalled();
    expect(context.filters[0]?.type).toBe('lowpass');
    expect(context.filters[0]?.frequency.value).toBe(LOW_PASS_HZ);
    const master = context.gains.find((gain) => gain.connections.includes(context.destination));
    expect(master?.gain.value).toBe(MASTER_GAIN);
    expect(MASTER_GAIN).toBe(0.15);
  });

  it('books notes only a little ahead of the audio clock, and loops on time', () => {
    const player = createMusicPlayer(timeline, createContext);
    player.start();
    // Only the first note (at 0.08 s) is within the 150 ms lookahead.
    expect(new Set(startTimes())).toEqual(new Set([0.08]));

    context.currentTime = 0.5;
    vi.advanceTimersByTime(25);
    expect(new Set(startTimes())).toEqual(new Set([0.08, 0.58]));

    context.currentTime = 1;
    vi.advanceTimersByTime(25);
    // The bar lasts 2 s, so the second time round starts at 2.08 s.
    context.currentTime = 2;
    vi.advanceTimersByTime(25);
    expect(new Set(startTimes())).toEqual(new Set([0.08, 0.58, 1.08, 2.08]));
    expect(player.isPlaying()).toBe(true);
  });

  it('drops notes that are already late instead of playing them in a bunch', () => {
    const player = createMusicPlayer(timeline, createContext);
    player.start();
    const booked = context.oscillators.length;
    context.currentTime = 1.9; // the timer was held up past 0.58 and 1.08
    vi.advanceTimersByTime(25);
    expect(context.oscillators.length).toBe(booked);
    context.currentTime = 2;
    vi.advanceTimersByTime(25);
    expect(new Set(startTimes())).toEqual(new Set([0.08, 2.08]));
  });

  it('starting twice keeps one schedule; stopping fades out and lets the context sleep', () => {
    const player = createMusicPlayer(timeline, createContext);
    player.start();
    player.start();
    expect(createContext).toHaveBeenCalledTimes(1);
    const booked = context.oscillators.length;

    player.stop();
    expect(player.isPlaying()).toBe(false);
    const session = context.gains.find((gain) => gain.gain.setTargetAtTime.mock.calls.length > 0);
    expect(session?.gain.setTargetAtTime).toHaveBeenCalledWith(0, 0, expect.any(Number));
    context.currentTime = 5;
    vi.advanceTimersByTime(1_000);
    expect(context.oscillators.length).toBe(booked);
    expect(session?.disconnect).toHaveBeenCalled();
    expect(context.suspend).toHaveBeenCalled();

    player.start();
    expect(player.isPlaying()).toBe(true);
    expect(startTimes()).toContain(5.08);
  });

  it('does nothing where Web Audio is missing', () => {
    const player = createMusicPlayer(timeline, () => null);
    player.start();
    expect(player.isPlaying()).toBe(false);
    player.stop();
  });
});
