// Hair extensions: clipped on under the wig, so they hang behind the body; their scrunchies and
// clips show in front.

import { Mirrored, Silhouette } from './shapes.tsx';
import type { ItemDrawing } from './types.ts';

function Scrunchie({ x, y, fill, line }: { x: number; y: number; fill: string; line: string }) {
  return (
    <g>
      <Silhouette fill={fill} line={line} width={1.8}>
        <circle cx={x - 5} cy={y} r={5} />
        <circle cx={x + 5} cy={y} r={5} />
        <circle cx={x} cy={y - 4} r={5} />
        <circle cx={x} cy={y + 4} r={5} />
      </Silhouette>
      <circle cx={x - 3} cy={y - 2} r={1.2} fill="#fff" />
      <circle cx={x + 3} cy={y + 3} r={1.2} fill="#fff" />
    </g>
  );
}

const PinkTwinTails: ItemDrawing = ({ part }) => (
  <Mirrored>
    {part === 'back' ? (
      <g strokeLinejoin="round">
        <path
          d="M104 66q-44 0-52 56-6 50 6 104 4 22 0 44 14-6 18-26 6 16 2 34 18-14 16-44-4-40 0-80 4-50 26-76z"
          fill="#ffa6c6"
          stroke="#b04a78"
          strokeWidth={2.4}
        />
        <path
          d="M80 110q-10 40-4 100"
          fill="none"
          stroke="#ffd6e5"
          strokeWidth={4}
          strokeLinecap="round"
        />
      </g>
    ) : (
      <Scrunchie x={102} y={66} fill="#ff6f9a" line="#a8324c" />
    )}
  </Mirrored>
);

const RINGLETS = [
  { cy: 164, rx: 13, ry: 11 },
  { cy: 184, rx: 12, ry: 10 },
  { cy: 203, rx: 11, ry: 9.5 },
  { cy: 221, rx: 9.5, ry: 9 },
  { cy: 238, rx: 8, ry: 8 },
];

const LavenderRinglets: ItemDrawing = ({ part }) =>
  part === 'back' ? (
    <Mirrored>
      <g strokeLinejoin="round">
        <path d="M90 140q-14 4-14 24" fill="none" stroke="#7458b5" strokeWidth={2.4} />
        {RINGLETS.map(({ cy, rx, ry }) => (
          <g key={cy}>
            <ellipse
              cx={80}
              cy={cy}
              rx={rx}
              ry={ry}
              fill="#d2bdff"
              stroke="#7458b5"
              strokeWidth={2.4}
            />
            <path
              d={`M${80 - rx + 2} ${cy + 2}q${rx - 2} ${ry - 1} ${rx * 2 - 4} -4`}
              fill="none"
              stroke="#7458b5"
              strokeWidth={1.4}
            />
          </g>
        ))}
      </g>
    </Mirrored>
  ) : null;

const BRAID_LINKS = [158, 174, 190, 206, 222, 238, 254];

const HoneyBraids: ItemDrawing = ({ part }) => (
  <Mirrored>
    {part === 'back' ? (
      <g strokeLinejoin="round">
        {BRAID_LINKS.map((y, i) => (
          <ellipse
            key={y}
            cx={82 - i * 0.6}
            cy={y}
            rx={9}
            ry={10}
            fill="#ffd98f"
            stroke="#b9842b"
            strokeWidth={2.2}
            transform={`rotate(${i % 2 === 0 ? 20 : -20} ${82 - i * 0.6} ${y})`}
          />
        ))}
        <path d="M78 270l-6 16h18l-6-16z" fill="#ffd98f" stroke="#b9842b" strokeWidth={2.2} />
      </g>
    ) : (
      <g>
        <rect
          x={72}
          y={262}
          width={14}
          height={8}
          rx={4}
          fill="#ff8fb3"
          stroke="#b5527c"
          strokeWidth={1.8}
        />
      </g>
    )}
  </Mirrored>
);

const MintPonytail: ItemDrawing = ({ part }) =>
  part === 'back' ? (
    <g strokeLinejoin="round">
      <path
        d="M212 56q52-8 58 50 4 44-10 96-6 22-20 30 8-24 6-44-10 22-24 26 14-30 16-66 2-50-26-92z"
        fill="#a9ecd5"
        stroke="#3f957a"
        strokeWidth={2.4}
      />
      <path
        d="M248 90q12 30 4 80"
        fill="none"
        stroke="#e3fbf2"
        strokeWidth={4}
        strokeLinecap="round"
      />
    </g>
  ) : (
    <Scrunchie x={214} y={56} fill="#ffe36e" line="#c2902a" />
  );

export const EXTENSIONS: readonly ItemDrawing[] = [
  PinkTwinTails,
  LavenderRinglets,
  HoneyBraids,
  MintPonytail,
];
