// Shirts: a bodice from the shoulders to just over the skirt's waistband, with sleeves.

import { Clipped, HEART_PATH, LeftArmFrame, Mirrored, PuffSleeves, RibbonBow } from './shapes.tsx';
import type { ItemDrawing } from './types.ts';

/** The shirt's body, a little larger than the torso; its hem covers the skirt's waistband. */
export const SHIRT_BODY =
  'M136 205q24-7 48 0 8 4 7 16l-5 34q1 6 1 10-27 6-54 0 0-4 1-10l-5-34q-1-12 7-16z';

/** The navy sailor collar with its white stripe, shared with the sailor dress. */
export function SailorCollar() {
  return (
    <g strokeLinejoin="round">
      <path
        d="M135 206q25-8 50 0l2 9-27 22-27-22z"
        fill="#4a5da8"
        stroke="#2f3c78"
        strokeWidth={2.2}
      />
      <path d="M139 210q21-6 42 0l-21 18z" fill="none" stroke="#fff" strokeWidth={1.6} />
      <path
        d="M150 204l10 13 10-13q-10-3-20 0z"
        fill="#fffdf8"
        stroke="#2f3c78"
        strokeWidth={1.6}
      />
    </g>
  );
}

const SailorBlouse: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <PuffSleeves fill="#fffdf8" line="#6b5a7e" cuff="#4a5da8" />
    <path d={SHIRT_BODY} fill="#fffdf8" stroke="#6b5a7e" strokeWidth={2.4} />
    <SailorCollar />
    <RibbonBow x={160} y={235} size={0.9} fill="#ff8fb3" line="#b5527c" />
  </g>
);

const CandyStripeTee: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <Mirrored>
      <LeftArmFrame>
        <path
          d="M129 210q10-8 20 0l3 22q-13 5-26 0z"
          fill="#ffc2d6"
          stroke="#b5527c"
          strokeWidth={2.4}
        />
      </LeftArmFrame>
    </Mirrored>
    <path d={SHIRT_BODY} fill="#fff" />
    <Clipped shape={<path d={SHIRT_BODY} />}>
      <path
        d="M120 214h80M120 226h80M120 238h80M120 250h80M120 262h80"
        stroke="#ffb0c8"
        strokeWidth={6}
      />
    </Clipped>
    <path d={SHIRT_BODY} fill="none" stroke="#b5527c" strokeWidth={2.4} />
    <path d="M151 205q9 8 18 0" fill="none" stroke="#b5527c" strokeWidth={2.4} />
    <path
      transform="translate(160 235)"
      d={HEART_PATH}
      fill="#ff5f8f"
      stroke="#b5527c"
      strokeWidth={1.6}
    />
  </g>
);

const LilacPuffBlouse: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <PuffSleeves fill="#dccbff" line="#7458b5" cuff="#fff" />
    <path d={SHIRT_BODY} fill="#dccbff" stroke="#7458b5" strokeWidth={2.4} />
    <path
      d="M133 262q3.4 5 6.8 0 3.4 5 6.8 0 3.4 5 6.8 0 3.4 5 6.8 0 3.4 5 6.8 0 3.4 5 6.8 0 3.4 5 6.8 0 3.4 5 6.8 0"
      fill="none"
      stroke="#fff"
      strokeWidth={2.2}
    />
    <path
      d="M160 212q-8 12-20 6-6-6-2-12 12-4 22 6zM160 212q8 12 20 6 6-6 2-12-12-4-22 6z"
      fill="#fff"
      stroke="#7458b5"
      strokeWidth={2}
    />
    <g fill="#fff" stroke="#7458b5" strokeWidth={1.2}>
      <circle cx={160} cy={230} r={2.6} />
      <circle cx={160} cy={242} r={2.6} />
      <circle cx={160} cy={254} r={2.6} />
    </g>
  </g>
);

const MintBunnySweater: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <Mirrored>
      <LeftArmFrame>
        <g stroke="#3f957a" strokeWidth={2.4}>
          <path d="M130 208q9-8 18 0l1 56h-20z" fill="#bfeedd" />
          <path d="M129 258h20v8h-20z" fill="#9fe2c9" />
          <path d="M133 259v6M137 259v6M141 259v6M145 259v6" strokeWidth={1.2} />
        </g>
      </LeftArmFrame>
    </Mirrored>
    <path d={SHIRT_BODY} fill="#bfeedd" stroke="#3f957a" strokeWidth={2.4} />
    <path d="M133 257q27 6 54 0l1 8q-27 6-54 0z" fill="#9fe2c9" stroke="#3f957a" strokeWidth={2} />
    <path d="M149 205q11 7 22 0" fill="none" stroke="#3f957a" strokeWidth={3} />
    <g stroke="#3f957a" strokeWidth={1.6}>
      <ellipse cx={154} cy={222} rx={3.5} ry={9} fill="#fff" transform="rotate(-12 154 222)" />
      <ellipse cx={166} cy={222} rx={3.5} ry={9} fill="#fff" transform="rotate(12 166 222)" />
      <ellipse cx={160} cy={238} rx={11} ry={9} fill="#fff" />
    </g>
    <circle cx={156} cy={237} r={1.3} fill="#3f957a" />
    <circle cx={164} cy={237} r={1.3} fill="#3f957a" />
    <path d="M158.5 241q1.5 1.5 3 0" fill="none" stroke="#3f957a" strokeWidth={1.2} />
  </g>
);

export const SHIRTS: readonly ItemDrawing[] = [
  SailorBlouse,
  CandyStripeTee,
  LilacPuffBlouse,
  MintBunnySweater,
];
