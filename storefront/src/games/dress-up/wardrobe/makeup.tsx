// Makeup: painted on the face (eyes at y 145, x 128 and 192; cheeks at y 170; mouth at 160, 170).

import { HEART_PATH, Mirrored } from './shapes.tsx';
import type { ItemDrawing } from './types.ts';

const STAR = 'M0-6l1.8 3.8 4.2.6-3 3 .7 4.2L0 3.6l-3.7 2 .7-4.2-3-3 4.2-.6z';

function GlossyLips({ colour }: { colour: string }) {
  return (
    <g>
      <path
        d="M153 169q7 8 14 0q-7 3-14 0z"
        fill={colour}
        stroke="#a8324c"
        strokeWidth={1.4}
        strokeLinejoin="round"
      />
      <circle cx={157.5} cy={171} r={0.9} fill="#fff" />
    </g>
  );
}

const RosyBlush: ItemDrawing = () => (
  <g>
    <Mirrored>
      <ellipse cx={111} cy={170} rx={14} ry={8} fill="#ff6f9a" opacity={0.45} />
      <path
        d="M103 172l3-5M109 172l3-5M115 172l3-5"
        stroke="#e0487a"
        strokeWidth={1.4}
        strokeLinecap="round"
      />
    </Mirrored>
    <GlossyLips colour="#ff7aa5" />
  </g>
);

const StarStickers: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <path
      d={STAR}
      transform="translate(202 180) scale(1.3)"
      fill="#ffe36e"
      stroke="#d69a1f"
      strokeWidth={0.9}
    />
    <path
      d={STAR}
      transform="translate(212 170) scale(0.6)"
      fill="#ff9bbd"
      stroke="#c25b84"
      strokeWidth={1.4}
    />
    <path
      d={STAR}
      transform="translate(117 181) scale(0.7)"
      fill="#b9e6ff"
      stroke="#4b8fc2"
      strokeWidth={1.2}
    />
    <g fill="#fff">
      <circle cx={194} cy={186} r={1.2} />
      <circle cx={124} cy={174} r={1} />
      <circle cx={110} cy={184} r={1.2} />
    </g>
  </g>
);

const HeartCheeks: ItemDrawing = () => (
  <g>
    <Mirrored>
      <path d={HEART_PATH} transform="translate(111 169) scale(1.3)" fill="#ff6f9a" opacity={0.6} />
    </Mirrored>
    <GlossyLips colour="#ff5f8f" />
  </g>
);

const SparkleLiner: ItemDrawing = () => (
  <g strokeLinecap="round" strokeLinejoin="round">
    <Mirrored>
      <path d="M112 137q16-17 33-1q-16-10-33 1z" fill="#c9a8ff" opacity={0.7} />
      <path
        d="M110 138l-6-4M111 143l-7-1M118 161l-2 3M124 163l-1 3"
        fill="none"
        stroke="#3a1533"
        strokeWidth={1.8}
      />
      <path
        d="M103 126l1.2 2.6 2.6 1.2-2.6 1.2-1.2 2.6-1.2-2.6-2.6-1.2 2.6-1.2z"
        fill="#fff"
        stroke="#c9a8ff"
        strokeWidth={0.8}
      />
    </Mirrored>
  </g>
);

export const MAKEUP: readonly ItemDrawing[] = [RosyBlush, StarStickers, HeartCheeks, SparkleLiner];
