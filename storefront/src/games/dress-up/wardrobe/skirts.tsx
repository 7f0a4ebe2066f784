// Skirts: from the waistband (y 246) to a hem above the knee; the shirt's hem covers the band.

import { Clipped, Silhouette } from './shapes.tsx';
import type { ItemDrawing } from './types.ts';

const SKIRT = 'M138 248h44l26 52q-48 10-96 0z';
const WAISTBAND = 'M137 246h46v9h-46z';

const PinkPleated: ItemDrawing = () => (
  <g strokeLinejoin="round" stroke="#b5527c" strokeWidth={2.4}>
    <path d={SKIRT} fill="#ffb3cc" />
    <path
      d="M149 250l-10 54M160 250v56M171 250l10 54M143 250l-20 52M177 250l20 52"
      fill="none"
      strokeWidth={1.4}
      opacity={0.7}
    />
    <path d="M116 296q44 9 88 0" fill="none" stroke="#fff" strokeWidth={2} />
    <path d={WAISTBAND} fill="#ff9bbd" />
  </g>
);

const LavenderRuffle: ItemDrawing = () => (
  <g strokeLinejoin="round" stroke="#7458b5" strokeWidth={2.4}>
    <path
      d="M130 270l-16 28q4 7 10 2 5 7 11 1 6 7 12 1 6 7 13 1 7 6 13-1 6 6 12-1 6 6 11-1 6 5 10-2l-16-28z"
      fill="#e8dcff"
    />
    <path
      d="M138 248h44l12 28q-4 6-9 2-5 6-10 1-5 6-10 1-5 6-10 1-5 6-10 1-5 5-10 0-5 5-9-2z"
      fill="#d2bdff"
    />
    <path d={WAISTBAND} fill="#bfa6f5" />
    <circle cx={160} cy={250.5} r={3} fill="#fff" strokeWidth={1.4} />
  </g>
);

const CherryPlaid: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <path d={SKIRT} fill="#f26b82" />
    <Clipped shape={<path d={SKIRT} />}>
      <g stroke="#ffd1dc" strokeWidth={2.2} opacity={0.9}>
        <path d="M110 266h100M110 284h100M146 248l-14 56M174 248l14 56" />
      </g>
      <g stroke="#9c2745" strokeWidth={4} opacity={0.35}>
        <path d="M110 274h100M110 292h100M160 248v60M132 248l-26 56M188 248l26 56" />
      </g>
    </Clipped>
    <path d={SKIRT} fill="none" stroke="#a32c4a" strokeWidth={2.4} />
    <path d={WAISTBAND} fill="#d9506a" stroke="#a32c4a" strokeWidth={2.4} />
    <circle cx={176} cy={292} r={4} fill="#d92b4b" stroke="#a32c4a" strokeWidth={1.2} />
    <circle cx={183} cy={294} r={4} fill="#d92b4b" stroke="#a32c4a" strokeWidth={1.2} />
    <path d="M176 288q3-8 9-10M183 290q-1-7 2-12" fill="none" stroke="#3f957a" strokeWidth={1.4} />
  </g>
);

const TUTU_PUFFS = [
  [124, 290, 12],
  [138, 295, 12],
  [152, 297, 12],
  [168, 297, 12],
  [182, 295, 12],
  [196, 290, 12],
  [128, 274, 14],
  [192, 274, 14],
  [140, 262, 14],
  [180, 262, 14],
  [160, 270, 22],
];

const MintTutu: ItemDrawing = () => (
  <g>
    <Silhouette fill="#c2f2e0" line="#3f957a">
      {TUTU_PUFFS.map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
      ))}
    </Silhouette>
    <path
      d="M126 284q10 6 20 2M150 290q10 5 20 0M174 286q10 4 20-2"
      fill="none"
      stroke="#fff"
      strokeWidth={2}
      strokeLinecap="round"
    />
    <g fill="#fff">
      <circle cx={140} cy={276} r={1.6} />
      <circle cx={172} cy={280} r={1.6} />
      <circle cx={186} cy={268} r={1.3} />
      <circle cx={156} cy={262} r={1.3} />
    </g>
    <path d={WAISTBAND} fill="#ffb3cc" stroke="#b5527c" strokeWidth={2.4} strokeLinejoin="round" />
  </g>
);

export const SKIRTS: readonly ItemDrawing[] = [PinkPleated, LavenderRuffle, CherryPlaid, MintTutu];
