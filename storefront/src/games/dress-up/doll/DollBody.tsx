// The base doll below the neck: arms, legs, torso and her little cream slip, stitched like a
// handmade cloth doll. Coordinates share the 320 x 400 canvas of Doll.tsx.

import { LINE, LINE_WIDTH, SKIN, SKIN_SHADE } from './skin.ts';

const outline = { stroke: LINE, strokeWidth: LINE_WIDTH, strokeLinejoin: 'round' } as const;

/** Shoulders to hands; items that sit in a hand redraw the hand over what they hold. */
export const ARMS = {
  left: { shoulder: [139, 214], hand: [105, 264] },
  right: { shoulder: [181, 214], hand: [215, 264] },
} as const;

export function Hand({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={8.5} fill={SKIN} {...outline} />
      <path
        d={`M${x - 4} ${y + 2}q4 3 8 0`}
        fill="none"
        stroke={SKIN_SHADE}
        strokeWidth={1.6}
        strokeLinecap="round"
      />
    </g>
  );
}

function Arm({ side }: { side: 'left' | 'right' }) {
  const { shoulder, hand } = ARMS[side];
  const d = `M${shoulder[0]} ${shoulder[1]}L${hand[0]} ${hand[1]}`;
  // A wrist seam: the cloth doll's hands are sewn on.
  const wrist = side === 'left' ? 'M103.5 251.5l8.5 5.5' : 'M216.5 251.5l-8.5 5.5';
  return (
    <g>
      <path d={d} stroke={LINE} strokeWidth={15.5} strokeLinecap="round" />
      <path d={d} stroke={SKIN} strokeWidth={10.7} strokeLinecap="round" />
      <path d={wrist} stroke={LINE} strokeWidth={1.3} strokeDasharray="2 2" opacity={0.7} />
      <Hand x={hand[0]} y={hand[1]} />
    </g>
  );
}

function Legs() {
  return (
    <g fill={SKIN} {...outline}>
      <path d="M139.5 276h17l-1.8 76q-6.7 4-13.4 0z" />
      <path d="M163.5 276h17l-1.8 76q-6.7 4-13.4 0z" />
      <ellipse cx={146.5} cy={357} rx={9.5} ry={6.5} />
      <ellipse cx={173.5} cy={357} rx={9.5} ry={6.5} />
      {/* A stitched heart patch on the left knee. */}
      <path
        d="M148 311c-2.4-3.2-7.2-1.2-5.6 2.2 1 2 5.6 5 5.6 5s4.6-3 5.6-5c1.6-3.4-3.2-5.4-5.6-2.2z"
        fill="#ffc2d6"
        strokeWidth={1.2}
        strokeDasharray="1.6 1.4"
      />
    </g>
  );
}

function Torso() {
  return (
    <g {...outline}>
      <rect x={151} y={184} width={18} height={28} rx={6} fill={SKIN} />
      <path
        d="M139 206q21-6 42 0 7 3 6 14l-6 34q5 12 5 26h-52q0-14 5-26l-6-34q-1-11 6-14z"
        fill={SKIN}
      />
      {/* The cream slip every doll leaves the atelier in. */}
      <path
        d="M140 216q20 4 40 0l1 38q5 12 5 26 0 5-4 6-22 5-44 0-4-1-4-6 0-14 5-26z"
        fill="#fffaf4"
      />
      <path d="M144 216l2-10M176 216l-2-10" strokeWidth={1.6} fill="none" />
      <path
        d="M135 282q4.5 5 9 0 4.5 5 9 0 4.5 5 9 0 4.5 5 9 0 4.5 5 9 0 4.5 5 9 0"
        fill="none"
        stroke="#f2b8c9"
        strokeWidth={1.6}
      />
      <path d="M156 230l4 3.5 4-3.5-4-3z" fill="#ffb3c9" strokeWidth={1.2} />
    </g>
  );
}

export function DollBody() {
  return (
    <g>
      <Arm side="left" />
      <Arm side="right" />
      <Legs />
      <Torso />
    </g>
  );
}
