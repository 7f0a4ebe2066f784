// The little stage the doll stands on: a soft theme-coloured glow, sparkles, a rug and a podium.
// Colours are theme tokens, resolved to plain values when the picture is saved.

const SPARKLES = [
  { x: 40, y: 60, r: 9 },
  { x: 282, y: 92, r: 11 },
  { x: 268, y: 250, r: 7 },
  { x: 52, y: 228, r: 6 },
  { x: 30, y: 150, r: 4.5 },
  { x: 296, y: 178, r: 5 },
];

function sparkle(x: number, y: number, r: number): string {
  const k = r * 0.28;
  return `M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}Z`;
}

export function StageBackdrop({ gradientId }: { gradientId: string }) {
  return (
    <g>
      <defs>
        <radialGradient id={gradientId} cx="50%" cy="38%" r="75%">
          <stop offset="0%" style={{ stopColor: 'var(--color-surface, #fff)' }} />
          <stop offset="55%" style={{ stopColor: 'var(--tone-1, #ffd9e7)' }} />
          <stop offset="100%" style={{ stopColor: 'var(--tone-3, #e7dcff)' }} />
        </radialGradient>
      </defs>
      <rect width={320} height={400} rx={28} fill={`url(#${gradientId})`} />
      <g style={{ fill: 'var(--color-sparkle, #ff8fb3)' }} opacity={0.75}>
        {SPARKLES.map(({ x, y, r }) => (
          <path key={`${x}-${y}`} d={sparkle(x, y, r)} />
        ))}
      </g>
      <g fill="#fff" opacity={0.9}>
        <circle cx={70} cy={40} r={2.5} />
        <circle cx={250} cy={40} r={2} />
        <circle cx={300} cy={300} r={2.5} />
        <circle cx={22} cy={300} r={2} />
        <path d="M262 140c-2-3-7-1-5.5 2.5 1 2 5.5 5 5.5 5s4.5-3 5.5-5c1.5-3.5-3.5-5.5-5.5-2.5z" />
        <path d="M58 112c-2-3-7-1-5.5 2.5 1 2 5.5 5 5.5 5s4.5-3 5.5-5c1.5-3.5-3.5-5.5-5.5-2.5z" />
      </g>
      {/* A scalloped rug under a round podium. */}
      <ellipse
        cx={160}
        cy={372}
        rx={138}
        ry={22}
        style={{ fill: 'var(--tone-2, #c8f1e1)' }}
        stroke="#fff"
        strokeWidth={4}
        strokeDasharray="1 9"
        strokeLinecap="round"
      />
      <path
        d="M72 362v10a88 15 0 0 0 176 0v-10z"
        style={{ fill: 'var(--color-primary, #ff9bbd)' }}
      />
      <ellipse cx={160} cy={362} rx={88} ry={15} style={{ fill: 'var(--color-soft, #ffe0ec)' }} />
      <ellipse
        cx={160}
        cy={362}
        rx={80}
        ry={11.5}
        fill="none"
        stroke="#fff"
        strokeWidth={2}
        strokeDasharray="4 4"
        opacity={0.9}
      />
    </g>
  );
}
