// Hand accessories: held in the doll's right hand (the viewer's right), which is redrawn over
// the handle so the fingers close around it.

import { ARMS, Hand } from '../doll/DollBody.tsx';
import { Silhouette } from './shapes.tsx';
import type { ItemDrawing } from './types.ts';

const [HX, HY] = ARMS.right.hand;

function Held() {
  return <Hand x={HX} y={HY} />;
}

const MagicStarWand: ItemDrawing = () => (
  <g strokeLinejoin="round" strokeLinecap="round">
    <path d={`M${HX - 3} ${HY + 8}L242 212`} stroke="#b5527c" strokeWidth={6} />
    <path d={`M${HX - 3} ${HY + 8}L242 212`} stroke="#fff0f6" strokeWidth={3} />
    <path
      d="M238 220q-10 10-4 22M240 220q4 12 14 14"
      fill="none"
      stroke="#cdb8f7"
      strokeWidth={2.4}
    />
    <path
      d="M244 188l5.3 10.7 11.8 1.7-8.5 8.3 2 11.8-10.6-5.6-10.6 5.6 2-11.8-8.5-8.3 11.8-1.7z"
      fill="#ffe36e"
      stroke="#d69a1f"
      strokeWidth={2.2}
    />
    <circle cx={240.5} cy={204} r={1.3} fill="#d69a1f" />
    <circle cx={247.5} cy={204} r={1.3} fill="#d69a1f" />
    <path d="M242 208q2 2 4 0" fill="none" stroke="#d69a1f" strokeWidth={1.2} />
    <path d="M266 186l1.2 2.6 2.6 1.2-2.6 1.2-1.2 2.6-1.2-2.6-2.6-1.2 2.6-1.2z" fill="#ff9bbd" />
    <Held />
  </g>
);

const HeartPurse: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <path
      d={`M${HX - 2} ${HY}q6 16 12 26M${HX + 2} ${HY}q14 8 16 26`}
      fill="none"
      stroke="#b5527c"
      strokeWidth={2.2}
    />
    <path
      d="M226 288c-6-9-22-4-17 7 3 7 17 17 17 17s14-10 17-17c5-11-11-16-17-7z"
      fill="#ff8fb3"
      stroke="#a8324c"
      strokeWidth={2.4}
    />
    <path
      d="M216 292q10 5 20 0"
      fill="none"
      stroke="#fff"
      strokeWidth={1.6}
      strokeDasharray="2 2"
    />
    <circle cx={226} cy={298} r={2.2} fill="#ffe36e" stroke="#c2902a" strokeWidth={1} />
    <Held />
  </g>
);

const BunnyPlush: ItemDrawing = () => (
  <g strokeLinejoin="round">
    <g transform="rotate(8 232 292)">
      <Silhouette fill="#fff" line="#c27a96">
        <ellipse cx={227} cy={270} rx={4} ry={11} transform="rotate(-20 227 270)" />
        <ellipse cx={237} cy={272} rx={4} ry={10} transform="rotate(25 237 272)" />
        <circle cx={232} cy={288} r={11} />
        <ellipse cx={232} cy={304} rx={9} ry={8} />
      </Silhouette>
      <ellipse cx={227} cy={272} rx={1.6} ry={6} fill="#ffc2d6" transform="rotate(-20 227 272)" />
      <circle cx={228} cy={287} r={1.4} fill="#4a2140" />
      <circle cx={236} cy={287} r={1.4} fill="#4a2140" />
      <path d="M230.5 291q1.5 1.5 3 0" fill="none" stroke="#c27a96" strokeWidth={1} />
      <ellipse cx={225} cy={291} rx={2} ry={1.2} fill="#ffb3cc" />
      <ellipse cx={239} cy={291} rx={2} ry={1.2} fill="#ffb3cc" />
      <path d="M226 299q6 5 12 0" fill="none" stroke="#ff8fb3" strokeWidth={2} />
    </g>
    <Held />
  </g>
);

const SwirlLollipop: ItemDrawing = () => (
  <g strokeLinecap="round">
    <path d={`M${HX} ${HY + 6}L232 216`} stroke="#c9a3b4" strokeWidth={5} />
    <path d={`M${HX} ${HY + 6}L232 216`} stroke="#fff" strokeWidth={2.6} />
    <circle cx={234} cy={206} r={18} fill="#fff" stroke="#b5527c" strokeWidth={2.4} />
    <path
      d="M234 206m-2 0a2 2 0 1 1 4 0a5 5 0 1 1-10 0a8 8 0 1 1 16 0a11 11 0 1 1-22 0a14 14 0 1 1 28 0"
      fill="none"
      stroke="#ff6f9a"
      strokeWidth={3}
    />
    <path d="M224 198q4-6 10-6" fill="none" stroke="#fff" strokeWidth={2.4} opacity={0.9} />
    <Held />
  </g>
);

export const HAND_ACCESSORIES: readonly ItemDrawing[] = [
  MagicStarWand,
  HeartPurse,
  BunnyPlush,
  SwirlLollipop,
];
