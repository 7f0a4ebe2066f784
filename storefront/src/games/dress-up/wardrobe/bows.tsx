// Bows: tied on the side of the head above the doll's left ear.

import { Mirrored, RibbonBow } from './shapes.tsx';
import type { ItemDrawing } from './types.ts';

/** Where a single bow sits: on the hair above the left temple, tilted a little. */
const SPOT = { x: 94, y: 90, rotate: -22 };

const BigPinkBow: ItemDrawing = () => (
  <RibbonBow {...SPOT} size={1.7} fill="#ff8fb3" line="#b5527c" knot="#ff6f9a" />
);

const POLKA = [
  [-10, -3],
  [-6, 1.5],
  [10, -3],
  [6, 1.5],
  [-4, 9],
  [4, 9],
];

const RedPolkaBow: ItemDrawing = () => (
  <g>
    <RibbonBow {...SPOT} size={1.6} fill="#f2465f" line="#9c1f38" />
    <g transform={`translate(${SPOT.x} ${SPOT.y}) rotate(${SPOT.rotate}) scale(1.6)`} fill="#fff">
      {POLKA.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={1.1} />
      ))}
    </g>
  </g>
);

const LaceRibbonBow: ItemDrawing = () => (
  <g>
    <RibbonBow {...SPOT} size={1.7} fill="#fff" line="#d0668f" knot="#ff8fb3" />
    <g
      transform={`translate(${SPOT.x} ${SPOT.y}) rotate(${SPOT.rotate}) scale(1.7)`}
      fill="none"
      stroke="#ff9bbd"
      strokeWidth={0.9}
      strokeDasharray="1.2 1.2"
    >
      <path d="M-4.5 0q-6.5-7.5-9.5-4.5-2.6 3.5 0 7 3 2.5 9.5-2.5zM4.5 0q6.5-7.5 9.5-4.5 2.6 3.5 0 7-3 2.5-9.5-2.5z" />
    </g>
  </g>
);

const TwinMiniBows: ItemDrawing = () => (
  <Mirrored>
    <RibbonBow x={96} y={96} rotate={-18} size={1} fill="#cdb8f7" line="#7458b5" knot="#fff" />
  </Mirrored>
);

export const BOWS: readonly ItemDrawing[] = [BigPinkBow, RedPolkaBow, LaceRibbonBow, TwinMiniBows];
