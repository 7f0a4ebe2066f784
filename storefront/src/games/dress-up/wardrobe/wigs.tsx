// Wigs: the back of the hair falls behind the body, the front frames the face with bangs and
// side locks. The head is an ellipse centred at (160, 128), 144 wide and 132 tall.

import { Silhouette } from './shapes.tsx';
import type { ItemDrawing } from './types.ts';

interface HairColours {
  fill: string;
  line: string;
  shine: string;
}

const hairStroke = (c: HairColours) =>
  ({ fill: c.fill, stroke: c.line, strokeWidth: 2.4, strokeLinejoin: 'round' }) as const;

/** A soft highlight band across the crown. */
function Shine({ colour, d = 'M116 74q44-22 88 0' }: { colour: string; d?: string }) {
  return (
    <path d={d} fill="none" stroke={colour} strokeWidth={5} strokeLinecap="round" opacity={0.85} />
  );
}

const STRAWBERRY: HairColours = { fill: '#ffa6c6', line: '#b04a78', shine: '#ffd6e5' };

const StrawberryBuns: ItemDrawing = ({ part }) =>
  part === 'back' ? (
    <g {...hairStroke(STRAWBERRY)}>
      <path d="M80 132q-4-84 80-84t80 84l2 62q-6 12-20 6H98q-14 6-20-6z" />
    </g>
  ) : (
    <g {...hairStroke(STRAWBERRY)}>
      <circle cx={103} cy={64} r={23} />
      <circle cx={217} cy={64} r={23} />
      <path
        d="M90 56q10-8 20-2M210 54q10-6 20 2"
        fill="none"
        stroke={STRAWBERRY.shine}
        strokeWidth={4}
        strokeLinecap="round"
      />
      <path d="M84 190q-12-72 8-102 22-36 68-36t68 36q20 30 8 102l-12 2q-2-44-6-76-10-14-20 4-8-18-18-4-10-18-20 0-10-18-20 0-10-18-18 4-10-18-20-4-4 32-6 76z" />
      <Shine colour={STRAWBERRY.shine} />
    </g>
  );

const LILAC: HairColours = { fill: '#cdb8f7', line: '#7458b5', shine: '#efe6ff' };

const LilacLong: ItemDrawing = ({ part }) =>
  part === 'back' ? (
    <g {...hairStroke(LILAC)}>
      <path d="M82 130q-4-82 78-82t78 82l10 168q-8 14-22 6-10 12-24 2H120q-14 10-24-2-14 8-22-6z" />
      <path d="M96 232l-4 60M224 232l4 60" fill="none" strokeWidth={1.6} opacity={0.6} />
    </g>
  ) : (
    <g {...hairStroke(LILAC)}>
      <path d="M82 230q-10-110 6-146 20-34 72-34t72 34q16 36 6 146l-20-6q2-70-6-110-8 10-18 0-10 12-20 0-10 12-20 0-10 12-20 0-10 12-20 0-10 10-18 0-8 40-6 110z" />
      <Shine colour={LILAC.shine} />
    </g>
  );

const COCOA: HairColours = { fill: '#a36a4f', line: '#5e3426', shine: '#d59f80' };

const CocoaBob: ItemDrawing = ({ part }) =>
  part === 'back' ? (
    <g {...hairStroke(COCOA)}>
      <path d="M78 134q-2-86 82-86t82 86l0 50q-2 18-20 18H98q-18 0-20-18z" />
    </g>
  ) : (
    <g {...hairStroke(COCOA)}>
      <path d="M80 186q-8-64 6-96 22-40 74-40t74 40q14 32 6 96-4 12-16 10 6-10 2-18-2-38-8-64-24 6-46-8-16 20-50 24-16 0-22-4-4 24-6 52-4 8 2 18-12 2-16-10z" />
      <Shine colour={COCOA.shine} d="M114 76q46-24 94 2" />
    </g>
  );

const HONEY: HairColours = { fill: '#ffd98f', line: '#b9842b', shine: '#fff3cf' };

const HoneyWaves: ItemDrawing = ({ part }) =>
  part === 'back' ? (
    <g {...hairStroke(HONEY)}>
      <path d="M82 130q-4-82 78-82t78 82q14 24 4 48 12 24 2 48 12 26 0 50 8 20-10 30-12 4-20-6H104q-8 10-20 6-18-10-10-30-12-24 0-50-10-24 2-48-10-24 4-48z" />
    </g>
  ) : (
    <g {...hairStroke(HONEY)}>
      <path d="M86 238q-16-18-6-40-10-22 2-44-8-40 6-66 22-38 72-38t72 38q14 26 6 66 12 22 2 44 10 22-6 40-4-18-14-24 6-20-2-40 6-30-6-60-20 12-40-8-8 18-12 22-4-4-12-22-20 20-40 8-12 30-6 60-8 20-2 40-10 6-14 24z" />
      <Shine colour={HONEY.shine} />
    </g>
  );

const MINT: HairColours = { fill: '#a9ecd5', line: '#3f957a', shine: '#e3fbf2' };

/** Cloud puffs (cx, cy, r) for the back and the fringe of the fluffy wig. */
const MINT_BACK_PUFFS = [
  [92, 100, 22],
  [84, 140, 20],
  [92, 178, 18],
  [112, 66, 24],
  [146, 52, 24],
  [178, 52, 24],
  [210, 66, 24],
  [228, 100, 22],
  [236, 140, 20],
  [228, 178, 18],
  [120, 184, 16],
  [200, 184, 16],
];
const MINT_FRONT_PUFFS = [
  [118, 76, 22],
  [146, 64, 22],
  [176, 64, 22],
  [204, 76, 22],
  [110, 102, 12],
  [132, 108, 12],
  [156, 110, 12],
  [180, 108, 12],
  [204, 102, 12],
  [94, 122, 14],
  [226, 122, 14],
  [92, 150, 11],
  [228, 150, 11],
];

function Puffs({ puffs }: { puffs: number[][] }) {
  return puffs.map(([cx, cy, r]) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />);
}

const MintFluff: ItemDrawing = ({ part }) =>
  part === 'back' ? (
    <Silhouette fill={MINT.fill} line={MINT.line}>
      <ellipse cx={160} cy={126} rx={74} ry={66} />
      <Puffs puffs={MINT_BACK_PUFFS} />
    </Silhouette>
  ) : (
    <g>
      <Silhouette fill={MINT.fill} line={MINT.line}>
        <ellipse cx={160} cy={84} rx={62} ry={32} />
        <Puffs puffs={MINT_FRONT_PUFFS} />
      </Silhouette>
      <circle cx={212} cy={74} r={3.5} fill="#fff" opacity={0.8} />
      <Shine colour={MINT.shine} d="M124 70q26-14 52-8" />
    </g>
  );

const MIDNIGHT: HairColours = { fill: '#3d3559', line: '#1e1933', shine: '#7f76aa' };

const MidnightHime: ItemDrawing = ({ part }) =>
  part === 'back' ? (
    <g {...hairStroke(MIDNIGHT)}>
      <path d="M82 130q-4-82 78-82t78 82l8 190H74z" />
      <path d="M100 240v72M220 240v72M160 300v12" stroke={MIDNIGHT.shine} strokeWidth={1.6} />
    </g>
  ) : (
    <g {...hairStroke(MIDNIGHT)}>
      <path d="M84 194q-10-74 2-106 20-38 74-38t74 38q12 32 2 106h-20q2-44-6-78H108q-8 34-6 78z" />
      <path
        d="M108 116v-8M130 116v-10M152 116v-10M174 116v-10M196 116v-10M214 116v-8"
        stroke={MIDNIGHT.shine}
        strokeWidth={1.4}
      />
      <Shine colour={MIDNIGHT.shine} />
    </g>
  );

export const WIGS: readonly ItemDrawing[] = [
  StrawberryBuns,
  LilacLong,
  CocoaBob,
  HoneyWaves,
  MintFluff,
  MidnightHime,
];
