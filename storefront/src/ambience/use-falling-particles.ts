// Spawns petals or snowflakes on their theme's schedule (FALLING_RULES) and removes each one after
// its lifetime.

import { useEffect, useState } from 'react';
import {
  FALLING_RULES,
  nextSpawnDelayMs,
  spawnFallingBatch,
  type FallingKind,
  type FallingParticle,
} from './particles.ts';
import { createTimerBag } from './timer-bag.ts';

/**
 * The live particles of one kind. Mount it under a `key` of the kind: a theme change then
 * starts from an empty sky, and unmounting cancels every pending spawn and removal.
 */
export function useFallingParticles(kind: FallingKind): FallingParticle[] {
  const [particles, setParticles] = useState<FallingParticle[]>([]);

  useEffect(() => {
    const timers = createTimerBag();
    let nextId = 0;
    let liveCount = 0;

    const spawn = () => {
      const batch = spawnFallingBatch(kind, nextId, liveCount, Math.random);
      nextId += batch.length;
      liveCount += batch.length;
      setParticles((live) => [...live, ...batch]);
      for (const particle of batch) {
        timers.later(() => {
          liveCount -= 1;
          setParticles((live) => live.filter((candidate) => candidate.id !== particle.id));
        }, FALLING_RULES[kind].lifetimeMs);
      }
      timers.later(spawn, nextSpawnDelayMs(kind, Math.random));
    };

    spawn();
    return timers.clearAll;
  }, [kind]);

  return particles;
}
