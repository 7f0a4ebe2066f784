// Quitting: held while the services close, never longer than the deadline, and a second launch
// during or after it gets a window.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuitSequence, QUIT_DEADLINE_MS } from './quit-sequence.ts';

function sequenceWith(closeServices: () => Promise<void>) {
  const parts = {
    closeServices: vi.fn(closeServices),
    quit: vi.fn(),
    exit: vi.fn(),
    relaunch: vi.fn(),
    log: vi.fn(),
  };
  return { sequence: createQuitSequence(parts), parts };
}

const never = () => new Promise<void>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('quitting', () => {
  it('waits for the services to close, then goes on with the quit', async () => {
    const { sequence, parts } = sequenceWith(async () => {});
    expect(sequence.holdQuit()).toBe(true);
    expect(sequence.holdQuit()).toBe(true); // asked again meanwhile: still one close
    await vi.advanceTimersByTimeAsync(0);
    expect(parts.closeServices).toHaveBeenCalledTimes(1);
    expect(parts.quit).toHaveBeenCalledTimes(1);
    expect(sequence.holdQuit()).toBe(false); // the quit it asked for goes through
    expect(parts.exit).not.toHaveBeenCalled();
  });

  it(`exits after ${QUIT_DEADLINE_MS} ms when closing hangs`, async () => {
    const { sequence, parts } = sequenceWith(never);
    sequence.holdQuit();
    await vi.advanceTimersByTimeAsync(QUIT_DEADLINE_MS - 1);
    expect(parts.exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(parts.exit).toHaveBeenCalledTimes(1);
    expect(parts.log).toHaveBeenCalledWith(expect.stringContaining('did not finish quitting'));
  });

  it('goes on with the quit when closing fails, and says why in the log', async () => {
    const { sequence, parts } = sequenceWith(async () => {
      throw new Error('disk gone');
    });
    sequence.holdQuit();
    await vi.advanceTimersByTimeAsync(0);
    expect(parts.quit).toHaveBeenCalledTimes(1);
    expect(parts.log).toHaveBeenCalledWith('Closing the studio failed', expect.any(Error));
  });
});

describe('a second launch', () => {
  it('shows the window while the studio runs', () => {
    const { sequence, parts } = sequenceWith(never);
    const showWindow = vi.fn();
    sequence.secondLaunch(showWindow);
    expect(showWindow).toHaveBeenCalledTimes(1);
    expect(parts.relaunch).not.toHaveBeenCalled();
  });

  it('during the quit starts the studio again once it has quit', async () => {
    const { sequence, parts } = sequenceWith(async () => {});
    const showWindow = vi.fn();
    sequence.holdQuit();
    sequence.secondLaunch(showWindow);
    sequence.secondLaunch(showWindow);
    expect(parts.relaunch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(parts.relaunch).toHaveBeenCalledTimes(1);
    expect(parts.quit).toHaveBeenCalledTimes(1);
    expect(showWindow).not.toHaveBeenCalled();
  });

  it('during a quit that hangs starts the studio again when it exits', async () => {
    const { sequence, parts } = sequenceWith(never);
    sequence.holdQuit();
    sequence.secondLaunch(vi.fn());
    await vi.advanceTimersByTimeAsync(QUIT_DEADLINE_MS);
    expect(parts.relaunch).toHaveBeenCalledTimes(1);
    expect(parts.exit).toHaveBeenCalledTimes(1);
  });

  it('after the services closed (the process about to end) starts the studio again', async () => {
    const { sequence, parts } = sequenceWith(async () => {});
    sequence.holdQuit();
    await vi.advanceTimersByTimeAsync(0);
    sequence.secondLaunch(vi.fn());
    expect(parts.relaunch).toHaveBeenCalledTimes(1);
  });
});
