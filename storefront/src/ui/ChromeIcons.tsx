// The icons the site chrome draws on every page (the theme toggle's blossom and snowflake),
// apart from the others so that every page's first download carries only these. The kit's base: each icon is decoration, hidden from assistive technology, unfocusable,
// outlined in currentColor and filled with soft tints.

import type { ReactNode } from 'react';

export const OUTLINE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.7,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function Icon({
  className,
  children,
}: {
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <svg
      className={className ? `kawaii-icon ${className}` : 'kawaii-icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export interface IconProps {
  className?: string;
}

/** A five-petalled sakura blossom. */
export function BlossomIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <g transform="translate(12 12.4)">
        {[0, 72, 144, 216, 288].map((angle) => (
          <path
            key={angle}
            transform={`rotate(${angle})`}
            fill="#ffb3cb"
            stroke="#d9487f"
            strokeWidth="1.1"
            strokeLinejoin="round"
            d="M0-1.5C-2.6-3.2-3.6-6.3-2.2-8.6c.6-1 1.4-1 2.2-.2.8-.8 1.6-.8 2.2.2 1.4 2.3.4 5.4-2.2 7.1z"
          />
        ))}
        <circle r="1.9" fill="#ffe27a" stroke="#d9487f" strokeWidth="0.9" />
      </g>
    </Icon>
  );
}

export function SnowflakeIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <g transform="translate(12 12)" {...OUTLINE} stroke="#3f74d9" strokeWidth="1.6">
        {[0, 60, 120, 180, 240, 300].map((angle) => (
          <path
            key={angle}
            transform={`rotate(${angle})`}
            d="M0 0v-9M0-5.6l-2.6-2.3M0-5.6l2.6-2.3"
          />
        ))}
      </g>
      <circle cx="12" cy="12" r="1.8" fill="#bcd8ff" stroke="#3f74d9" strokeWidth="1.1" />
    </Icon>
  );
}
