// Thigh-high stockings: from above the knee over the foot, on both legs.

import type { ReactNode } from 'react';
import { Clipped, LEFT_FOOT, leftLegBand, Mirrored, RibbonBow, Silhouette } from './shapes.tsx';
import type { ItemDrawing } from './types.ts';

const TOP = 306;

/** The left stocking's shape: the leg from TOP down, and the foot. */
function StockingShape() {
  return (
    <>
      <path d={leftLegBand(TOP, 354)} />
      <ellipse cx={LEFT_FOOT.cx} cy={LEFT_FOOT.cy} rx={LEFT_FOOT.rx + 1} ry={LEFT_FOOT.ry + 1} />
    </>
  );
}

function Stocking({ fill, line, children }: { fill: string; line: string; children?: ReactNode }) {
  return (
    <g>
      <Silhouette fill={fill} line={line}>
        <StockingShape />
      </Silhouette>
      {children ? <Clipped shape={<StockingShape />}>{children}</Clipped> : null}
    </g>
  );
}

const WhiteBow: ItemDrawing = () => (
  <Mirrored>
    <Stocking fill="#fffdfb" line="#b07a8e" />
    <path d={leftLegBand(TOP, TOP + 6)} fill="#ffb3cc" stroke="#b5527c" strokeWidth={1.6} />
    <RibbonBow x={142} y={TOP + 3} size={0.55} fill="#ff8fb3" line="#b5527c" />
  </Mirrored>
);

const CandyStripe: ItemDrawing = () => (
  <Mirrored>
    <Stocking fill="#fff" line="#b5527c">
      <path
        d="M130 312h40M130 324h40M130 336h40M130 348h40M130 360h40"
        stroke="#ff9bbd"
        strokeWidth={6}
      />
    </Stocking>
  </Mirrored>
);

const BlackLace: ItemDrawing = () => (
  <Mirrored>
    <Stocking fill="#3b3148" line="#1e1826" />
    <path
      d={`M137.5 ${TOP + 1}q2.5 5 5 0 2.5 5 5 0 2.5 5 5 0 2.5 5 5 0`}
      fill="none"
      stroke="#fff"
      strokeWidth={1.6}
    />
    <circle cx={148} cy={TOP + 14} r={1.5} fill="#ff8fb3" />
  </Mirrored>
);

const LILAC_DOTS = [
  [143, 314],
  [152, 322],
  [144, 332],
  [153, 340],
  [145, 349],
  [141, 360],
  [152, 358],
];

const LilacDots: ItemDrawing = () => (
  <Mirrored>
    <Stocking fill="#d9c8ff" line="#7458b5">
      {LILAC_DOTS.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={2} fill="#fff" />
      ))}
    </Stocking>
    <path d={leftLegBand(TOP, TOP + 5)} fill="#fff" stroke="#7458b5" strokeWidth={1.6} />
  </Mirrored>
);

export const THIGHHIGHS: readonly ItemDrawing[] = [WhiteBow, CandyStripe, BlackLace, LilacDots];
