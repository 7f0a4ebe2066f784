import './WavyDivider.css';

/** The soft wave between two sections; `tone` is the background of the section below it. */
export function WavyDivider({ tone }: { tone: 'base' | 'alt' }) {
  return (
    <div className={`wavy-divider wavy-divider--${tone}`} aria-hidden="true">
      <svg viewBox="0 0 1440 64" preserveAspectRatio="none" focusable="false">
        <path d="M0 32 C 120 4 240 4 360 32 S 600 60 720 32 S 960 4 1080 32 S 1320 60 1440 32 V64 H0 Z" />
      </svg>
    </div>
  );
}
