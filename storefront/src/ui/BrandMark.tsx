const MOUTHS = {
  happy: 'M28 36.5q2 2.6 4 0 2 2.6 4 0',
  sad: 'M27.5 39q4.5-4.2 9 0',
};

/** The shop's little mascot: a blushing strawberry-milk heart (also the favicon). */
export function BrandMark({
  size = 40,
  mood = 'happy',
}: {
  size?: number;
  mood?: keyof typeof MOUTHS;
}) {
  return (
    <svg
      className="brand-mark"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M32 58C15 47 5 37 5 24 5 15 12 8 20.5 8c5 0 9 2.5 11.5 6.5C34.5 10.5 38.5 8 43.5 8 52 8 59 15 59 24c0 13-10 23-27 34z"
        fill="var(--brand-face, #ffb3cb)"
        stroke="var(--brand-line, #6b2a4a)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="22" cy="29" r="3.6" fill="var(--brand-line, #6b2a4a)" />
      <circle cx="42" cy="29" r="3.6" fill="var(--brand-line, #6b2a4a)" />
      <circle cx="23.2" cy="27.8" r="1.2" fill="#fff" />
      <circle cx="43.2" cy="27.8" r="1.2" fill="#fff" />
      <ellipse cx="16" cy="37" rx="4.5" ry="2.8" fill="var(--brand-blush, #ff7aa5)" opacity=".75" />
      <ellipse cx="48" cy="37" rx="4.5" ry="2.8" fill="var(--brand-blush, #ff7aa5)" opacity=".75" />
      <path
        d={MOUTHS[mood]}
        fill="none"
        stroke="var(--brand-line, #6b2a4a)"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
