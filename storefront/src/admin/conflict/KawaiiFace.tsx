// The little face above the admin's questions (a delete to confirm, a stale save to resolve).
// Drawn as SVG rather than a kaomoji, because kaomoji need CJK fonts that many machines (and
// Chromium on a bare Linux) lack: they would show as empty boxes. Lines take the text colour of
// the element (currentColor), so a theme token sets it.

export type FaceMood = 'pleading' | 'flustered';

interface KawaiiFaceProps {
  mood: FaceMood;
  className?: string;
}

export function KawaiiFace({ mood, className }: KawaiiFaceProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 64 48"
      width="64"
      height="48"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {/* Blushing cheeks, under everything else. */}
      <ellipse cx="14" cy="30" rx="6" ry="3.5" fill="currentColor" stroke="none" opacity="0.22" />
      <ellipse cx="50" cy="30" rx="6" ry="3.5" fill="currentColor" stroke="none" opacity="0.22" />
      {mood === 'pleading' ? <PleadingFeatures /> : <FlusteredFeatures />}
    </svg>
  );
}

/** Big shiny eyes, worried brows and a small wobbly frown: "are you sure?" */
function PleadingFeatures() {
  return (
    <>
      <path d="M12 10 L21 7" />
      <path d="M52 10 L43 7" />
      <circle cx="19" cy="20" r="5" fill="currentColor" stroke="none" />
      <circle cx="45" cy="20" r="5" fill="currentColor" stroke="none" />
      <circle cx="20.5" cy="18.5" r="1.6" fill="#fff" stroke="none" />
      <circle cx="46.5" cy="18.5" r="1.6" fill="#fff" stroke="none" />
      <path d="M26 36 Q29 32 32 35 Q35 32 38 36" />
    </>
  );
}

/** Dot eyes, a flat mouth and a drop of sweat: "oh no, someone else saved this". */
function FlusteredFeatures() {
  return (
    <>
      <circle cx="20" cy="21" r="3.5" fill="currentColor" stroke="none" />
      <circle cx="44" cy="21" r="3.5" fill="currentColor" stroke="none" />
      <path d="M27 34 H37" />
      <path d="M56 6 Q52 13 56 15 Q60 13 56 6 Z" fill="currentColor" strokeWidth="1.5" />
    </>
  );
}
