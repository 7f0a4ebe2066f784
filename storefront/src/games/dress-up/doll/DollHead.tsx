// The doll's big chibi head: sparkly eyes, blush and a tiny smile. The crown seam shows when she
// wears no wig, like a handmade doll's.

import { LINE, LINE_WIDTH, SKIN, SKIN_SHADE } from './skin.ts';

/** `outward` points to the eye's outer corner, where the lashes flick. */
function Eye({ cx, outward }: { cx: number; outward: -1 | 1 }) {
  const cy = 145;
  const out = outward;
  return (
    <g>
      <ellipse cx={cx} cy={cy} rx={14} ry={17} fill="#4a2140" />
      <ellipse cx={cx} cy={cy + 5} rx={11} ry={10.5} fill="#9a4a86" />
      <ellipse cx={cx} cy={cy + 9} rx={7.5} ry={5.5} fill="#d58ac0" />
      <ellipse cx={cx} cy={cy + 1} rx={5.5} ry={7} fill="#2e1028" />
      <circle cx={cx - 5} cy={cy - 6.5} r={5.4} fill="#fff" />
      <circle cx={cx + 5} cy={cy + 7} r={2.4} fill="#fff" />
      <circle cx={cx + 5.5} cy={cy - 3} r={1.2} fill="#fff" />
      {/* Upper lid with a little flick of lashes at the outer corner. */}
      <path
        d={`M${cx - 15.5 * out} ${cy - 8}q${15.5 * out} -15 ${31 * out} 0l${4.5 * out} -3.5`}
        fill="none"
        stroke="#3a1533"
        strokeWidth={3.6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

export function DollHead() {
  return (
    <g>
      <circle cx={89} cy={140} r={9} fill={SKIN} stroke={LINE} strokeWidth={LINE_WIDTH} />
      <circle cx={231} cy={140} r={9} fill={SKIN} stroke={LINE} strokeWidth={LINE_WIDTH} />
      <ellipse
        cx={160}
        cy={128}
        rx={72}
        ry={66}
        fill={SKIN}
        stroke={LINE}
        strokeWidth={LINE_WIDTH}
      />
      <path
        d="M118 70q42-22 84 0"
        fill="none"
        stroke={SKIN_SHADE}
        strokeWidth={1.6}
        strokeDasharray="3 3"
      />
      <path
        d="M116 119q9-5 18-1M186 118q9-4 18 1"
        fill="none"
        stroke="#b0707f"
        strokeWidth={2.2}
        strokeLinecap="round"
      />
      <Eye cx={128} outward={-1} />
      <Eye cx={192} outward={1} />
      <ellipse cx={111} cy={170} rx={12} ry={7} fill="#ff8fb1" opacity={0.5} />
      <ellipse cx={209} cy={170} rx={12} ry={7} fill="#ff8fb1" opacity={0.5} />
      <path
        d="M154 170q6 5.5 12 0"
        fill="none"
        stroke="#8a3a55"
        strokeWidth={2.4}
        strokeLinecap="round"
      />
    </g>
  );
}
