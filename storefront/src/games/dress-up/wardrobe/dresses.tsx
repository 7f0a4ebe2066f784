// Dresses: one piece from the shoulders to just above the knee, drawn over (and so hiding) any
// shirt and skirt. Each is sleeves, then the skirt, then the bodice and its trims.

import {
  Clipped,
  HEART_PATH,
  LeftArmFrame,
  Mirrored,
  PuffSleeves,
  RibbonBow,
  scallops,
  Silhouette,
} from './shapes.tsx';
import { SailorCollar } from './shirts.tsx';
import type { ItemDrawing } from './types.ts';

const BODICE = 'M136 205q24-7 48 0 8 4 7 16l-5 35h-52l-5-35q-1-12 7-16z';
const A_LINE = 'M137 250h46l28 56q-51 11-102 0z';
const BELL = 'M137 250h46q28 28 32 54-55 14-110 0 4-26 32-54z';

function Heart({ x, y, fill }: { x: number; y: number; fill: string }) {
  return <path transform={`translate(${x} ${y})`} d={HEART_PATH} fill={fill} />;
}

const SweetLolita: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <PuffSleeves fill="#ffc4d8" line="#b5527c" cuff="#fff" />
    <path d={BELL} fill="#ffc4d8" stroke="#b5527c" strokeWidth={2.4} />
    <path
      d={`M106 302${scallops(106, 214, 12, 4)}l-2-10q-52 12-104 0z`}
      fill="#fff"
      stroke="#b5527c"
      strokeWidth={2}
    />
    <path d="M112 286q48 12 96 0" fill="none" stroke="#ff8fb3" strokeWidth={3} />
    <path d={BODICE} fill="#ffc4d8" stroke="#b5527c" strokeWidth={2.4} />
    <path
      d="M154 216l12 8M166 216l-12 8M154 228l12 8M166 228l-12 8M154 240l12 8M166 240l-12 8"
      stroke="#fff"
      strokeWidth={1.8}
      strokeLinecap="round"
    />
    <path d="M135 250h50v8h-50z" fill="#ff8fb3" stroke="#b5527c" strokeWidth={2} />
    <RibbonBow x={160} y={208} size={0.85} fill="#ff8fb3" line="#b5527c" />
    <RibbonBow x={132} y={290} size={0.55} fill="#fff" line="#b5527c" />
    <RibbonBow x={188} y={290} size={0.55} fill="#fff" line="#b5527c" />
  </g>
);

const STRAWBERRY_SEEDS = [
  [124, 296],
  [136, 284],
  [148, 298],
  [152, 270],
  [164, 286],
  [172, 300],
  [180, 268],
  [186, 288],
  [198, 298],
  [142, 262],
  [170, 260],
];

const StrawberryPinafore: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <PuffSleeves fill="#fff" line="#a8324c" cuff="#ff6b81" />
    <path d={A_LINE} fill="#ff6b81" stroke="#a8324c" strokeWidth={2.4} />
    <g fill="#ffe58a">
      {STRAWBERRY_SEEDS.map(([x, y]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx={1.6} ry={2.6} />
      ))}
    </g>
    <path d={BODICE} fill="#ff6b81" stroke="#a8324c" strokeWidth={2.4} />
    <path
      d="M160 246c-5-7-15-3-12 4 2 5 12 12 12 12s10-7 12-12c3-7-7-11-12-4z"
      fill="#fff"
      stroke="#a8324c"
      strokeWidth={1.8}
    />
    {/* A leafy strawberry-top collar. */}
    <path
      d="M140 204l6 14 6-9 8 12 8-12 6 9 6-14q-20-6-40 0z"
      fill="#7fd39a"
      stroke="#2f7f4f"
      strokeWidth={2}
    />
  </g>
);

const STARS = [
  [124, 296, 1],
  [146, 280, 0.8],
  [170, 296, 1],
  [192, 276, 0.8],
  [158, 262, 0.7],
  [200, 300, 0.7],
  [150, 230, 0.7],
  [172, 242, 0.6],
];

const StarryNight: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <Mirrored>
      <LeftArmFrame>
        <path
          d="M128 214q11-10 22 0l4 18q-15 8-30 0z"
          fill="#e4e8ff"
          fillOpacity={0.85}
          stroke="#4b55a8"
          strokeWidth={2}
        />
      </LeftArmFrame>
    </Mirrored>
    <path d={BELL} fill="#7f8ff0" stroke="#3f4a9c" strokeWidth={2.4} />
    <path d={BODICE} fill="#7f8ff0" stroke="#3f4a9c" strokeWidth={2.4} />
    <g fill="#fff3a6">
      {STARS.map(([x, y, s]) => (
        <path
          key={`${x}-${y}`}
          transform={`translate(${x} ${y}) scale(${s})`}
          d="M0-6l1.8 3.8 4.2.6-3 3 .7 4.2L0 3.6l-3.7 2 .7-4.2-3-3 4.2-.6z"
        />
      ))}
    </g>
    <path
      d={`M106 298${scallops(106, 214, 9, 6)}l-10-30q-44 10-88 0z`}
      fill="#fff"
      fillOpacity={0.3}
      stroke="#fff"
      strokeWidth={1.6}
    />
    <path d="M135 250h50v7h-50z" fill="#3f4a9c" />
    <path
      d="M166 210a8 8 0 1 1-7 12 6 6 0 1 0 7-12z"
      fill="#fff3a6"
      stroke="#b08a2a"
      strokeWidth={1.2}
    />
  </g>
);

const SailorDress: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <PuffSleeves fill="#fffdf8" line="#2f3c78" cuff="#4a5da8" />
    <path d={A_LINE} fill="#4a5da8" stroke="#2f3c78" strokeWidth={2.4} />
    <path
      d="M148 252l-10 60M160 252v62M172 252l10 60M141 252l-24 54M179 252l24 54"
      stroke="#2f3c78"
      strokeWidth={1.4}
    />
    <path d="M113 298q47 10 94 0" fill="none" stroke="#fff" strokeWidth={2.2} />
    <path d={BODICE} fill="#fffdf8" stroke="#2f3c78" strokeWidth={2.4} />
    <SailorCollar />
    <RibbonBow x={160} y={235} size={0.9} fill="#ff5f7a" line="#a8324c" />
  </g>
);

const MintMaid: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <PuffSleeves fill="#9fe2c9" line="#2f7f66" cuff="#fff" />
    <path d={BELL} fill="#9fe2c9" stroke="#2f7f66" strokeWidth={2.4} />
    <path d={BODICE} fill="#9fe2c9" stroke="#2f7f66" strokeWidth={2.4} />
    {/* The apron: a frilled bib and skirt over the dress. */}
    <Silhouette fill="#fff" line="#2f7f66" width={1.8}>
      <path d="M148 222h24l2 32h-28z" />
      <path d={`M138 252h44l14 40${scallops(196, 124, 8, 4)}z`} />
    </Silhouette>
    <path d="M146 222v30M174 222v30" stroke="#2f7f66" strokeWidth={1.4} />
    <path d="M134 250h52v7h-52z" fill="#fff" stroke="#2f7f66" strokeWidth={1.8} />
    <path
      d="M146 204q-6 10 4 12 6 0 10-8 4 8 10 8 10-2 4-12-14-4-28 0z"
      fill="#fff"
      stroke="#2f7f66"
      strokeWidth={1.8}
    />
    <Heart x={160} y={270} fill="#ff9bbd" />
  </g>
);

const BLOSSOMS: readonly (readonly [number, number])[] = [
  [122, 294],
  [146, 282],
  [172, 298],
  [196, 282],
  [160, 262],
  [150, 228],
  [174, 242],
];

function Blossom({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <g fill="#fff" stroke="#e07a9c" strokeWidth={0.8}>
        {[0, 72, 144, 216, 288].map((angle) => (
          <ellipse key={angle} cx={0} cy={-3.6} rx={2.6} ry={3.4} transform={`rotate(${angle})`} />
        ))}
      </g>
      <circle r={1.5} fill="#ff8fb3" />
    </g>
  );
}

const SakuraDress: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <Mirrored>
      <LeftArmFrame>
        <path
          d={`M127 212q12-10 24 0l3 16${scallops(154, 124, 4, 3)}z`}
          fill="#ffe3ec"
          stroke="#c25b84"
          strokeWidth={2.2}
        />
      </LeftArmFrame>
    </Mirrored>
    <path d={A_LINE} fill="#ffd4e2" stroke="#c25b84" strokeWidth={2.4} />
    <Clipped shape={<path d={A_LINE} />}>
      <path d="M100 296q60 14 120 0v20H100z" fill="#fff" opacity={0.55} />
    </Clipped>
    <path d={BODICE} fill="#ffd4e2" stroke="#c25b84" strokeWidth={2.4} />
    {BLOSSOMS.map(([x, y]) => (
      <Blossom key={`${x}-${y}`} x={x} y={y} />
    ))}
    <path d="M135 248h50v9h-50z" fill="#fff" stroke="#c25b84" strokeWidth={2} />
    <RibbonBow x={182} y={252} size={0.7} fill="#ff9bbd" line="#c25b84" />
  </g>
);

export const DRESSES: readonly ItemDrawing[] = [
  SweetLolita,
  StrawberryPinafore,
  StarryNight,
  SailorDress,
  MintMaid,
  SakuraDress,
];
