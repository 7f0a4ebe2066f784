// Headwear: on top of the hair. The crown of a wig reaches about y 48; headbands follow an arc
// just outside it.

import { Mirrored, Silhouette } from './shapes.tsx';
import type { ItemDrawing } from './types.ts';

/** A headband resting on the hair from temple to temple. */
const HEADBAND = 'M84 104q-2-60 76-62t76 62';

function Headband({ colour, line }: { colour: string; line: string }) {
  return (
    <g fill="none" strokeLinecap="round">
      <path d={HEADBAND} stroke={line} strokeWidth={8.4} />
      <path d={HEADBAND} stroke={colour} strokeWidth={4} />
    </g>
  );
}

const TinyTiara: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <path
      d="M134 52l-4-16 12 9 8-17 10 15 10-15 8 17 12-9-4 16q-26-7-52 0z"
      fill="#ffe08a"
      stroke="#c2902a"
      strokeWidth={2.2}
    />
    <circle cx={160} cy={40} r={4} fill="#ff8fb3" stroke="#c25b84" strokeWidth={1.4} />
    <g fill="#fff" stroke="#c2902a" strokeWidth={1}>
      <circle cx={130} cy={35} r={2.4} />
      <circle cx={150} cy={27} r={2.4} />
      <circle cx={170} cy={27} r={2.4} />
      <circle cx={190} cy={35} r={2.4} />
    </g>
    <circle cx={146} cy={47} r={1.8} fill="#b9e6ff" />
    <circle cx={174} cy={47} r={1.8} fill="#b9e6ff" />
  </g>
);

const CatEars: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <Mirrored>
      <path d="M98 72l8-38 30 20z" fill="#4a3b5c" stroke="#2a2038" strokeWidth={2.4} />
      <path d="M106 64l4-20 16 11z" fill="#ffb3cc" />
    </Mirrored>
    <Headband colour="#4a3b5c" line="#2a2038" />
  </g>
);

const STRAWBERRY_SEEDS = [
  [132, 54],
  [150, 46],
  [170, 46],
  [190, 52],
  [206, 60],
  [142, 62],
  [180, 58],
];

const StrawberryBeret: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <g transform="rotate(10 172 56)">
      <ellipse cx={172} cy={54} rx={62} ry={22} fill="#ff6b81" stroke="#a8324c" strokeWidth={2.4} />
      <path
        d="M118 64q54 14 108 0v6q-54 14-108 0z"
        fill="#e84e6a"
        stroke="#a8324c"
        strokeWidth={2}
      />
    </g>
    <g fill="#ffe58a">
      {STRAWBERRY_SEEDS.map(([x, y]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx={1.5} ry={2.4} />
      ))}
    </g>
    <path
      d="M166 34l-6-8 10 2 4-8 4 8 10-2-6 8z"
      fill="#7fd39a"
      stroke="#2f7f4f"
      strokeWidth={1.8}
    />
  </g>
);

const FLOWERS = [
  { x: 98, y: 84, colour: '#ff9bbd' },
  { x: 116, y: 62, colour: '#fff' },
  { x: 138, y: 50, colour: '#ffe36e' },
  { x: 160, y: 46, colour: '#ff9bbd' },
  { x: 182, y: 50, colour: '#cdb8f7' },
  { x: 204, y: 62, colour: '#fff' },
  { x: 222, y: 84, colour: '#ffe36e' },
];

function Flower({ x, y, colour }: { x: number; y: number; colour: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <Silhouette fill={colour} line="#b5527c" width={1.4}>
        {[0, 72, 144, 216, 288].map((angle) => (
          <circle key={angle} cx={0} cy={-5} r={4.6} transform={`rotate(${angle})`} />
        ))}
      </Silhouette>
      <circle r={3} fill="#ffcf5c" stroke="#c2902a" strokeWidth={1} />
    </g>
  );
}

const FlowerCrown: ItemDrawing = () => (
  <g>
    <path d="M92 96q-2-52 68-52t68 52" fill="none" stroke="#5fae7a" strokeWidth={4} />
    <g fill="#8fd6a4" stroke="#2f7f4f" strokeWidth={1.2}>
      <ellipse cx={106} cy={72} rx={7} ry={3.5} transform="rotate(-50 106 72)" />
      <ellipse cx={150} cy={46} rx={7} ry={3.5} transform="rotate(-10 150 46)" />
      <ellipse cx={192} cy={55} rx={7} ry={3.5} transform="rotate(30 192 55)" />
      <ellipse cx={214} cy={72} rx={7} ry={3.5} transform="rotate(50 214 72)" />
    </g>
    {FLOWERS.map((flower) => (
      <Flower key={flower.x} {...flower} />
    ))}
  </g>
);

const BunnyEars: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <Mirrored>
      <g transform="rotate(-12 136 56)">
        <ellipse cx={136} cy={30} rx={12} ry={27} fill="#fff" stroke="#c27a96" strokeWidth={2.4} />
        <ellipse cx={136} cy={32} rx={6} ry={20} fill="#ffc2d6" />
      </g>
    </Mirrored>
    <Headband colour="#fff" line="#c27a96" />
  </g>
);

export const HEADWEAR: readonly ItemDrawing[] = [
  TinyTiara,
  CatEars,
  StrawberryBeret,
  FlowerCrown,
  BunnyEars,
];
