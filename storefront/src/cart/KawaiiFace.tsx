import './KawaiiFace.css';

export type FaceMood = 'sad' | 'teary';

/**
 * A little drawn face for empty and failed states. Drawn rather than typed as a kaomoji, whose
 * fullwidth and combining characters are missing from many fonts and show as empty boxes.
 */
export function KawaiiFace({ mood }: { mood: FaceMood }) {
  return (
    <svg className="kawaii-face" viewBox="0 0 80 48" aria-hidden="true" focusable="false">
      <ellipse className="kawaii-face__blush" cx="16" cy="30" rx="7" ry="4" />
      <ellipse className="kawaii-face__blush" cx="64" cy="30" rx="7" ry="4" />
      {mood === 'sad' ? (
        <>
          <circle className="kawaii-face__eye" cx="24" cy="20" r="4" />
          <circle className="kawaii-face__eye" cx="56" cy="20" r="4" />
          <circle className="kawaii-face__shine" cx="25.4" cy="18.6" r="1.3" />
          <circle className="kawaii-face__shine" cx="57.4" cy="18.6" r="1.3" />
        </>
      ) : (
        <>
          <path className="kawaii-face__line" d="M18 18q6 6 12 0M50 18q6 6 12 0" />
          <path
            className="kawaii-face__tear"
            d="M22 25q-3 5 0 7q3-2 0-7zM58 25q-3 5 0 7q3-2 0-7z"
          />
        </>
      )}
      <path className="kawaii-face__line" d="M33 37q7-7 14 0" />
    </svg>
  );
}
