// One sparkle every 800 ms that lives 1.5 s, near the pointer while it
// moves, otherwise somewhere on screen.

import { useEffect, useState } from 'react';
import { SPARKLE_RULES, createSparkle, type Point, type Sparkle } from './particles.ts';
import { createTimerBag } from './timer-bag.ts';

export function useSparkles(): Sparkle[] {
  const [sparkles, setSparkles] = useState<Sparkle[]>([]);

  useEffect(() => {
    const timers = createTimerBag();
    let pointer: Point | null = null;
    let pointerMovedAt = 0;
    let nextId = 0;

    const trackPointer = (event: PointerEvent) => {
      pointer = { x: event.clientX, y: event.clientY };
      pointerMovedAt = performance.now();
    };

    const sparkle = () => {
      const pointerIsFresh = performance.now() - pointerMovedAt < SPARKLE_RULES.pointerFreshMs;
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const next = createSparkle(nextId, viewport, pointerIsFresh ? pointer : null, Math.random);
      nextId += 1;
      setSparkles((live) => [...live, next]);
      timers.later(
        () => setSparkles((live) => live.filter((candidate) => candidate.id !== next.id)),
        SPARKLE_RULES.lifetimeMs,
      );
    };

    const interval = setInterval(sparkle, SPARKLE_RULES.everyMs);
    window.addEventListener('pointermove', trackPointer, { passive: true });
    return () => {
      clearInterval(interval);
      timers.clearAll();
      window.removeEventListener('pointermove', trackPointer);
    };
  }, []);

  return sparkles;
}
