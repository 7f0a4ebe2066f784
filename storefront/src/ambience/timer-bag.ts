// A set of pending timeouts that can all be cancelled at once, so an effect's cleanup leaves no
// timer behind however many particles it scheduled.

export interface TimerBag {
  later(callback: () => void, delayMs: number): void;
  clearAll(): void;
}

export function createTimerBag(): TimerBag {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  return {
    later(callback, delayMs) {
      const timer = setTimeout(() => {
        pending.delete(timer);
        callback();
      }, delayMs);
      pending.add(timer);
    },
    clearAll() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}
