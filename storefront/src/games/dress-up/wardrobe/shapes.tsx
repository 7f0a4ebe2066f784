// Drawing helpers shared by the wardrobe: clean outlines around overlapping shapes, the doll's
// left/right symmetry, her arm and leg geometry, and a little ribbon bow.

import { useId, type ReactNode } from 'react';
import { ARMS } from '../doll/DollBody.tsx';
import { LINE_WIDTH } from '../doll/skin.ts';

/** Paints shapes as one piece: a thick outline pass, then a fill pass that hides inner seams. */
export function Silhouette({
  fill,
  line,
  width = LINE_WIDTH,
  children,
}: {
  fill: string;
  line: string;
  width?: number;
  children: ReactNode;
}) {
  return (
    <g>
      <g fill={fill} stroke={line} strokeWidth={width * 2} strokeLinejoin="round">
        {children}
      </g>
      <g fill={fill} stroke="none">
        {children}
      </g>
    </g>
  );
}

/** Draws something on the doll's left (the viewer's left) and its mirror image on the right. */
export function Mirrored({ children }: { children: ReactNode }) {
  return (
    <g>
      {children}
      <g transform="matrix(-1 0 0 1 320 0)">{children}</g>
    </g>
  );
}

const [SHOULDER_X, SHOULDER_Y] = ARMS.left.shoulder;
const [HAND_X, HAND_Y] = ARMS.left.hand;
const LEFT_ARM_TILT = (Math.atan2(SHOULDER_X - HAND_X, HAND_Y - SHOULDER_Y) * 180) / Math.PI;

/**
 * The doll's left arm turned upright: inside, the shoulder is at (139, 214) and the hand centre
 * about 60 below it, at (139, 274.5); the arm is 13 wide. Wrapped in Mirrored it dresses both.
 */
export function LeftArmFrame({ children }: { children: ReactNode }) {
  return <g transform={`rotate(${LEFT_ARM_TILT} ${SHOULDER_X} ${SHOULDER_Y})`}>{children}</g>;
}

/** Round puffs at both shoulders with a cuff, for blouses and dresses. */
export function PuffSleeves({ fill, line, cuff }: { fill: string; line: string; cuff: string }) {
  return (
    <Mirrored>
      <LeftArmFrame>
        <g stroke={line} strokeWidth={LINE_WIDTH} strokeLinejoin="round">
          <path d="M127 216q0-14 12-14t12 14l1 16q-13 6-26 0z" fill={fill} />
          <path d="M126.5 229q12.5 6 25 0v5q-12.5 6-25 0z" fill={cuff} />
        </g>
      </LeftArmFrame>
    </Mirrored>
  );
}

/**
 * Path segments for a scalloped edge running from x0 to x1 (either direction) on one height;
 * each scallop bulges `depth` downwards. Start the path at (x0, y) before them.
 */
export function scallops(x0: number, x1: number, count: number, depth = 5): string {
  const step = (x1 - x0) / count;
  return `q${step / 2} ${depth * 2} ${step} 0`.repeat(count);
}

/** A small heart centred near the origin, about 12 wide; place it with a transform. */
export const HEART_PATH =
  'M0-2c-2.5-3.5-8-1.5-6.2 2.5 1.1 2.4 6.2 6 6.2 6s5.1-3.6 6.2-6c1.8-4-3.7-6-6.2-2.5z';

/** The left leg's outer edges at height y (it runs from y 276 to the ankle at 352). */
function leftLegEdges(y: number, grow: number): [number, number] {
  const t = (y - 276) / 76;
  return [139.5 + 2 * t - grow, 156.5 - 1.8 * t + grow];
}

/** A band wrapped around the left leg between two heights, slightly wider than the leg. */
export function leftLegBand(top: number, bottom: number, grow = 1): string {
  const [a, b] = leftLegEdges(top, grow);
  const [c, d] = leftLegEdges(bottom, grow);
  return `M${a} ${top}H${b}L${d} ${bottom}H${c}Z`;
}

/** The left foot, as an ellipse a little larger than the bare foot. */
export const LEFT_FOOT = { cx: 146.5, cy: 357, rx: 9.5, ry: 6.5 };

/** A ribbon bow centred on (x, y), `size` 1 is 28 wide. */
export function RibbonBow({
  x,
  y,
  size = 1,
  rotate = 0,
  fill,
  line,
  knot = fill,
}: {
  x: number;
  y: number;
  size?: number;
  rotate?: number;
  fill: string;
  line: string;
  knot?: string;
}) {
  return (
    <g
      transform={`translate(${x} ${y}) rotate(${rotate}) scale(${size})`}
      stroke={line}
      strokeWidth={LINE_WIDTH / size}
      strokeLinejoin="round"
    >
      <path d="M-2 2l-6 12 4-1 2 4 4-13zM2 2l6 12-4-1-2 4-4-13z" fill={fill} />
      <path d="M-3 0q-8-10-12-6-4 5 0 10 4 4 12-4zM3 0q8-10 12-6 4 5 0 10-4 4-12-4z" fill={fill} />
      <ellipse cx={0} cy={0} rx={3.6} ry={3.2} fill={knot} />
    </g>
  );
}

/** Keeps children inside a shape (the union of `shape`'s elements), e.g. stripes in a shirt. */
export function Clipped({ shape, children }: { shape: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <g>
      <clipPath id={id}>{shape}</clipPath>
      <g clipPath={`url(#${id})`}>{children}</g>
    </g>
  );
}
