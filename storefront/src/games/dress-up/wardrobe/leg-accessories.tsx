// Leg accessories: worn over stockings and shoes, below the hem of a dress.

import { HEART_PATH, leftLegBand, Mirrored, RibbonBow, Silhouette } from './shapes.tsx';
import type { ItemDrawing } from './types.ts';

const HeartGarter: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <path d={leftLegBand(316, 322, 1.6)} fill="#fff" stroke="#b5527c" strokeWidth={1.8} />
    <path d="M137 319h21" stroke="#ff8fb3" strokeWidth={2} strokeDasharray="2 2" />
    <path
      transform="translate(148 325)"
      d={HEART_PATH}
      fill="#ff5f8f"
      stroke="#a8324c"
      strokeWidth={1.6}
    />
  </g>
);

const WARMER_ROLLS = [330, 337, 344];

const FluffyLegWarmers: ItemDrawing = () => (
  <Mirrored>
    <Silhouette fill="#ffd1e1" line="#b5527c">
      {WARMER_ROLLS.map((y) => (
        <rect key={y} x={136} y={y - 4} width={22} height={9} rx={4.5} />
      ))}
      <rect x={134.5} y={320} width={25} height={8} rx={4} />
    </Silhouette>
    <path
      d="M140 332v6M146 332v6M152 332v6M140 340v6M146 340v6M152 340v6"
      stroke="#fff"
      strokeWidth={1.4}
      opacity={0.9}
    />
  </Mirrored>
);

const AnkleRibbons: ItemDrawing = () => (
  <Mirrored>
    <path d={leftLegBand(338, 342, 1.4)} fill="#b9a3f3" stroke="#7458b5" strokeWidth={1.4} />
    <RibbonBow x={140} y={340} size={0.55} fill="#d2bdff" line="#7458b5" />
  </Mirrored>
);

function Plaster({ x, y, rotate }: { x: number; y: number; rotate: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`} strokeLinejoin="round">
      <rect
        x={-9}
        y={-4}
        width={18}
        height={8}
        rx={4}
        fill="#ffe1c7"
        stroke="#c98a6a"
        strokeWidth={1.2}
      />
      <rect x={-4} y={-3} width={8} height={6} rx={1.5} fill="#fff3e6" />
      <path
        d="M0-.8c-.9-1.3-3-.6-2.3.9.4.9 2.3 2.2 2.3 2.2s1.9-1.3 2.3-2.2c.7-1.5-1.4-2.2-2.3-.9z"
        fill="#ff5f8f"
      />
    </g>
  );
}

const HeartPlasters: ItemDrawing = () => (
  <g>
    <Plaster x={172} y={314} rotate={-18} />
    <Plaster x={147} y={336} rotate={12} />
  </g>
);

export const LEG_ACCESSORIES: readonly ItemDrawing[] = [
  HeartGarter,
  FluffyLegWarmers,
  AnkleRibbons,
  HeartPlasters,
];
