// The theme animation layer's moving parts: falling petals in pink, falling snowflakes in blue, and
// a sparkle now and then. Loaded by ThemeLayer once the page has hydrated. (The snow that has
// settled lies at the foot of the page, drawn by the footer's stylesheet.)

import type { CSSProperties } from 'react';
import { useTheme } from '../stores/theme.ts';
import { PetalArt, SnowflakeArt, SparkleArt } from './particle-art.tsx';
import { fallingKindFor, type FallingKind, type FallingParticle } from './particles.ts';
import { useFallingParticles } from './use-falling-particles.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';
import { useSparkles } from './use-sparkles.ts';
import './ThemeLayer.css';

/** Custom properties are not in CSSProperties' vocabulary; the stylesheet reads these. */
type CustomProperties = CSSProperties & Record<`--${string}`, string | number>;

function FallingParticleView({ particle }: { particle: FallingParticle }) {
  const style: CustomProperties = {
    '--ambience-x': `${particle.xPercent}%`,
    '--ambience-size': `${particle.sizePx}px`,
    '--ambience-fall': `${particle.fallSeconds}s`,
    '--ambience-sway': `${particle.swayPx}px`,
    '--ambience-sway-time': `${particle.swaySeconds}s`,
  };
  const spin = particle.spinDirection === 1 ? 'clockwise' : 'counter';
  return (
    <span className={`ambience-particle ambience-particle--${spin}`} style={style}>
      <span className="ambience-particle__sway">
        <span className="ambience-particle__spin">
          {particle.kind === 'petal' ? <PetalArt /> : <SnowflakeArt />}
        </span>
      </span>
    </span>
  );
}

function FallingSky({ kind }: { kind: FallingKind }) {
  const particles = useFallingParticles(kind);
  return particles.map((particle) => <FallingParticleView key={particle.id} particle={particle} />);
}

function Sparkles() {
  const sparkles = useSparkles();
  return sparkles.map((sparkle) => (
    <span
      key={sparkle.id}
      className="ambience-sparkle"
      style={{ left: sparkle.x, top: sparkle.y, width: sparkle.sizePx, height: sparkle.sizePx }}
    >
      <SparkleArt />
    </span>
  ));
}

/**
 * Switching theme remounts the sky (the `key`), which cancels the old timers; reduced motion
 * unmounts the moving parts altogether.
 */
export function ThemeSky() {
  const theme = useTheme((state) => state.theme);
  const reducedMotion = usePrefersReducedMotion();

  const kind = fallingKindFor(theme);
  return (
    <div className={`ambience ambience--${kind}`} aria-hidden="true" data-testid="theme-layer">
      {!reducedMotion && <FallingSky key={kind} kind={kind} />}
      {!reducedMotion && <Sparkles key={`sparkles-${kind}`} />}
    </div>
  );
}
