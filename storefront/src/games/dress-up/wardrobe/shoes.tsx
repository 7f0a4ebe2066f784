// Shoes: over the feet (and stockings), standing on the podium.

import { LEFT_FOOT, Mirrored, RibbonBow, Silhouette } from './shapes.tsx';
import type { ItemDrawing } from './types.ts';

const { cx, cy } = LEFT_FOOT;

/** A rounded shoe around the left foot, open over the instep. */
const SHOE = `M${cx - 11.5} ${cy + 1}q0-10 11.5-10t11.5 10q0 8-11.5 8t-11.5-8z`;

const MaryJanes: ItemDrawing = () => (
  <Mirrored>
    <g strokeLinejoin="round">
      <path d={SHOE} fill="#ff8fb3" stroke="#a8324c" strokeWidth={2.4} />
      <ellipse cx={cx - 3} cy={cy + 3} rx={4} ry={2} fill="#ffd1e1" />
      <path
        d={`M${cx - 8} ${cy - 8}h16`}
        stroke="#a8324c"
        strokeWidth={3.4}
        strokeLinecap="round"
      />
      <path
        d={`M${cx - 8} ${cy - 8}h16`}
        stroke="#ff8fb3"
        strokeWidth={1.6}
        strokeLinecap="round"
      />
      <circle cx={cx + 5} cy={cy - 8} r={1.8} fill="#fff" stroke="#a8324c" strokeWidth={1} />
    </g>
  </Mirrored>
);

const CloudBoots: ItemDrawing = () => (
  <Mirrored>
    <g strokeLinejoin="round">
      <Silhouette fill="#fffdfb" line="#8f7fb8">
        <path d={`M${cx - 9.5} 326h19l1 30h-21z`} />
        <ellipse cx={cx} cy={cy + 1} rx={12} ry={8} />
      </Silhouette>
      <path
        d={`M${cx - 13} ${cy + 4}h26v5q-13 5-26 0z`}
        fill="#cdb8f7"
        stroke="#7458b5"
        strokeWidth={2}
      />
      <path d={`M${cx - 9.5} 326h19v5h-19z`} fill="#cdb8f7" stroke="#7458b5" strokeWidth={1.6} />
      <path
        d={`M${cx - 4} 336l8 4M${cx + 4} 336l-8 4M${cx - 4} 343l8 4M${cx + 4} 343l-8 4`}
        stroke="#ff8fb3"
        strokeWidth={1.6}
        strokeLinecap="round"
      />
    </g>
  </Mirrored>
);

const BunnySlippers: ItemDrawing = () => (
  <Mirrored>
    <g strokeLinejoin="round">
      <g stroke="#c27a96" strokeWidth={2}>
        <ellipse
          cx={cx - 5}
          cy={cy - 13}
          rx={3.6}
          ry={8}
          fill="#fff"
          transform={`rotate(-14 ${cx - 5} ${cy - 13})`}
        />
        <ellipse
          cx={cx + 5}
          cy={cy - 13}
          rx={3.6}
          ry={8}
          fill="#fff"
          transform={`rotate(14 ${cx + 5} ${cy - 13})`}
        />
      </g>
      <ellipse
        cx={cx - 5}
        cy={cy - 13}
        rx={1.5}
        ry={5}
        fill="#ffc2d6"
        transform={`rotate(-14 ${cx - 5} ${cy - 13})`}
      />
      <ellipse
        cx={cx + 5}
        cy={cy - 13}
        rx={1.5}
        ry={5}
        fill="#ffc2d6"
        transform={`rotate(14 ${cx + 5} ${cy - 13})`}
      />
      <ellipse
        cx={cx}
        cy={cy + 1}
        rx={13.5}
        ry={9}
        fill="#fff"
        stroke="#c27a96"
        strokeWidth={2.2}
      />
      <circle cx={cx - 4} cy={cy} r={1.4} fill="#4a2140" />
      <circle cx={cx + 4} cy={cy} r={1.4} fill="#4a2140" />
      <ellipse cx={cx} cy={cy + 3} rx={1.6} ry={1.1} fill="#ff8fb3" />
      <ellipse cx={cx - 7} cy={cy + 4} rx={2.2} ry={1.2} fill="#ffb3cc" />
      <ellipse cx={cx + 7} cy={cy + 4} rx={2.2} ry={1.2} fill="#ffb3cc" />
    </g>
  </Mirrored>
);

const RibbonFlats: ItemDrawing = () => (
  <Mirrored>
    <g strokeLinejoin="round" strokeLinecap="round">
      <path
        d={`M${cx - 6} 352l11-9-11-9 10-8M${cx + 6} 352l-11-9 11-9-10-8`}
        fill="none"
        stroke="#c25b84"
        strokeWidth={3.6}
      />
      <path
        d={`M${cx - 6} 352l11-9-11-9 10-8M${cx + 6} 352l-11-9 11-9-10-8`}
        fill="none"
        stroke="#ffc4d8"
        strokeWidth={1.8}
      />
      <path d={SHOE} fill="#ffb3cc" stroke="#a8436f" strokeWidth={2.4} />
      <ellipse cx={cx - 3} cy={cy + 3} rx={4} ry={2} fill="#ffe0ea" />
      <path d={`M${cx - 7} ${cy - 6}q7 4 14 0`} fill="none" stroke="#a8436f" strokeWidth={1.6} />
      <RibbonBow x={cx} y={325} size={0.45} fill="#ffc4d8" line="#c25b84" />
    </g>
  </Mirrored>
);

export const SHOES: readonly ItemDrawing[] = [MaryJanes, CloudBoots, BunnySlippers, RibbonFlats];
