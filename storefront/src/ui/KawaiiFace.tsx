import type { ReactNode } from 'react';
import './KawaiiFace.css';

export type FaceMood = 'sad' | 'teary' | 'pleading' | 'flustered';

interface KawaiiFaceProps {
  mood: FaceMood;
  className?: string;
}

/**
 * A little drawn face for empty, failed and "are you sure?" moments. Drawn rather than typed as a
 * kaomoji, whose fullwidth and combining characters are missing from many fonts (Chromium on a
 * bare Linux among them) and show as empty boxes. Lines and eyes take the element's text colour
 * (currentColor), so the place that shows the face picks a token with enough contrast.
 */
export function KawaiiFace({ mood, className }: KawaiiFaceProps) {
  return (
    <svg
      className={className ? `kawaii-face ${className}` : 'kawaii-face'}
      viewBox="0 0 80 48"
      width="80"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="kawaii-face__blush" cx="16" cy="30" rx="7" ry="4" />
      <ellipse className="kawaii-face__blush" cx="64" cy="30" rx="7" ry="4" />
      {FEATURES[mood]}
    </svg>
  );
}

const SHINY_EYES = (
  <>
    <circle className="kawaii-face__eye" cx="24" cy="20" r="4.5" />
    <circle className="kawaii-face__eye" cx="56" cy="20" r="4.5" />
    <circle className="kawaii-face__shine" cx="25.5" cy="18.5" r="1.5" />
    <circle className="kawaii-face__shine" cx="57.5" cy="18.5" r="1.5" />
  </>
);

const FEATURES: Record<FaceMood, ReactNode> = {
  /** Shiny eyes and a small frown: an empty cart. */
  sad: (
    <>
      {SHINY_EYES}
      <path className="kawaii-face__line" d="M33 37q7-7 14 0" />
    </>
  ),
  /** Closed eyes with tears: something failed. */
  teary: (
    <>
      <path className="kawaii-face__line" d="M18 18q6 6 12 0M50 18q6 6 12 0" />
      <path className="kawaii-face__tear" d="M22 25q-3 5 0 7q3-2 0-7zM58 25q-3 5 0 7q3-2 0-7z" />
      <path className="kawaii-face__line" d="M33 37q7-7 14 0" />
    </>
  ),
  /** Worried brows over shiny eyes and a wobbly mouth: "are you sure?" */
  pleading: (
    <>
      <path className="kawaii-face__line" d="M15 10l9-3M65 10l-9-3" />
      {SHINY_EYES}
      <path className="kawaii-face__line" d="M34 36q3-4 6-1q3-3 6 1" />
    </>
  ),
  /** Dot eyes, a flat mouth and a drop of sweat: "oh no, someone else saved this". */
  flustered: (
    <>
      <circle className="kawaii-face__eye" cx="24" cy="21" r="3.5" />
      <circle className="kawaii-face__eye" cx="56" cy="21" r="3.5" />
      <path className="kawaii-face__line" d="M35 34h10" />
      <path className="kawaii-face__tear" d="M72 6q-4 7 0 9q4-2 0-9z" />
    </>
  ),
};
