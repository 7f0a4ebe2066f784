// The little drawings of the theme layer. They are decoration only: the layer around them is
// aria-hidden, and each svg is unfocusable. Colours come from ThemeLayer.css.

/** A sakura petal: rounded, with the notch at its outer edge and a point where it met the flower. */
export function PetalArt() {
  return (
    <svg className="ambience-art ambience-art--petal" viewBox="0 0 32 32" focusable="false">
      <path
        className="ambience-art__petal"
        d="M16 31c-5-4-9-10-9-17 0-5 2.5-9 6-9.8 1.3-.3 2.3.6 3 2.6.7-2 1.7-2.9 3-2.6 3.5.8 6 4.8 6 9.8 0 7-4 13-9 17z"
      />
      <path
        className="ambience-art__petal-blush"
        d="M16 31c-2.3-1.8-3.9-3.9-4.8-6 2.9 1 6.7 1 9.6 0-.9 2.1-2.5 4.2-4.8 6z"
      />
      <path className="ambience-art__petal-shine" d="M10 10.5c-.6 4.5.6 9 3.6 12.8" />
      <path className="ambience-art__petal-vein" d="M16 27.5c-.4-5-.3-10.5 0-16" />
    </svg>
  );
}

const ARM_ANGLES = [0, 60, 120, 180, 240, 300];

/** One arm pointing up: a stem with two pairs of little branches. */
const ARM_PATH = 'M0 0V-13M0-8.5l-3.6-3.2M0-8.5l3.6-3.2M0-4.5l-2.6-2.2M0-4.5l2.6-2.2';

/** A six-armed snowflake, drawn twice: a white halo under a coloured line so it shows on white. */
export function SnowflakeArt() {
  return (
    <svg className="ambience-art ambience-art--snowflake" viewBox="-16 -16 32 32" focusable="false">
      {['ambience-art__flake-halo', 'ambience-art__flake-line'].map((layer) => (
        <g key={layer} className={layer}>
          {ARM_ANGLES.map((angle) => (
            <path key={angle} d={ARM_PATH} transform={`rotate(${angle})`} />
          ))}
        </g>
      ))}
      <circle className="ambience-art__flake-core" r="2.2" />
    </svg>
  );
}

/** A four-pointed twinkle. */
export function SparkleArt() {
  return (
    <svg className="ambience-art ambience-art--sparkle" viewBox="0 0 24 24" focusable="false">
      <path
        className="ambience-art__sparkle"
        d="M12 0c.8 7.5 4.5 11.2 12 12-7.5.8-11.2 4.5-12 12-.8-7.5-4.5-11.2-12-12C7.5 11.2 11.2 7.5 12 0z"
      />
      <circle className="ambience-art__sparkle-core" cx="12" cy="12" r="1.8" />
    </svg>
  );
}
