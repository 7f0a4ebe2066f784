// Small icons drawn in code. They stand in for emoji, which many systems (and the server-side
// screenshots) lack a colour font for and would draw as empty boxes. Each is decoration: hidden
// from assistive technology, unfocusable, outlined in currentColor and filled with soft tints.

import { Icon, OUTLINE, type IconProps } from './ChromeIcons.tsx';

export { BlossomIcon, SnowflakeIcon } from './ChromeIcons.tsx';

export function PaletteIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        {...OUTLINE}
        fill="#fff7fb"
        d="M12 3.2c-5 0-9 3.6-9 8.3 0 4.2 3.4 7.7 7.7 7.7 1.4 0 2-.8 2-1.7 0-1.1-.9-1.4-.9-2.4 0-1 .8-1.6 1.9-1.6h2.2c2.8 0 5.1-1.7 5.1-4.4 0-3.4-4-5.9-9-5.9z"
      />
      <circle cx="7.6" cy="11" r="1.5" fill="#ff8fb3" />
      <circle cx="10.2" cy="7.3" r="1.5" fill="#ffd36e" />
      <circle cx="14.6" cy="7" r="1.5" fill="#7fd8b5" />
      <circle cx="17.6" cy="10" r="1.5" fill="#9db8ff" />
    </Icon>
  );
}

export function NotebookIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <rect {...OUTLINE} fill="#fff7fb" x="5" y="3" width="14" height="18" rx="2.6" />
      <path {...OUTLINE} d="M8.5 3v18" />
      <path {...OUTLINE} d="M11.5 8h4.5M11.5 11h4.5" />
      <path
        fill="#ff8fb3"
        d="M13.8 17.6c-1.5-1-2.4-1.8-2.4-2.8 0-.7.5-1.2 1.2-1.2.5 0 .9.3 1.2.7.3-.4.7-.7 1.2-.7.7 0 1.2.5 1.2 1.2 0 1-.9 1.8-2.4 2.8z"
      />
    </Icon>
  );
}

export function BowIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        {...OUTLINE}
        fill="#ffb3cb"
        d="M10.4 11.2 4.6 7.4c-1-.6-2.2.1-2.2 1.3v6.6c0 1.2 1.2 1.9 2.2 1.3l5.8-3.8z"
      />
      <path
        {...OUTLINE}
        fill="#ffb3cb"
        d="m13.6 11.2 5.8-3.8c1-.6 2.2.1 2.2 1.3v6.6c0 1.2-1.2 1.9-2.2 1.3l-5.8-3.8z"
      />
      <path {...OUTLINE} d="m10.6 13.2-2.2 6.3M13.4 13.2l2.2 6.3" />
      <rect {...OUTLINE} fill="#ff8fb3" x="9.6" y="9.6" width="4.8" height="4.8" rx="1.6" />
    </Icon>
  );
}

export function ShoppingBagIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        {...OUTLINE}
        fill="#fff7fb"
        d="M5 8h14l-1.1 11.2a2 2 0 0 1-2 1.8H8.1a2 2 0 0 1-2-1.8z"
      />
      <path {...OUTLINE} d="M9 10V6.8a3 3 0 0 1 6 0V10" />
      <path
        fill="#ff8fb3"
        d="M12 17.8c-1.7-1.1-2.7-2-2.7-3.1 0-.8.6-1.4 1.3-1.4.6 0 1.1.3 1.4.8.3-.5.8-.8 1.4-.8.8 0 1.3.6 1.3 1.4 0 1.1-1 2-2.7 3.1z"
      />
    </Icon>
  );
}

export function LinkIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path {...OUTLINE} d="M10 14a4 4 0 0 0 5.7 0l3.1-3.1a4 4 0 0 0-5.7-5.7l-1.2 1.2" />
      <path {...OUTLINE} d="M14 10a4 4 0 0 0-5.7 0l-3.1 3.1a4 4 0 0 0 5.7 5.7l1.2-1.2" />
    </Icon>
  );
}

/** One big and one small four-pointed twinkle. */
export function SparklesIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        fill="currentColor"
        d="M10 3c.6 4.4 2.6 6.4 7 7-4.4.6-6.4 2.6-7 7-.6-4.4-2.6-6.4-7-7 4.4-.6 6.4-2.6 7-7z"
      />
      <path
        fill="currentColor"
        d="M18 14c.3 2 1.1 2.7 3 3-1.9.3-2.7 1.1-3 3-.3-1.9-1.1-2.7-3-3 1.9-.3 2.7-1 3-3z"
      />
    </Icon>
  );
}

export function HeartIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        fill="#ff8fb3"
        stroke="#d9487f"
        strokeWidth="1.4"
        strokeLinejoin="round"
        d="M12 20.5c-4.9-3.2-8.6-6.4-8.6-10.3 0-2.6 2-4.6 4.4-4.6 1.8 0 3.3 1 4.2 2.5.9-1.5 2.4-2.5 4.2-2.5 2.4 0 4.4 2 4.4 4.6 0 3.9-3.7 7.1-8.6 10.3z"
      />
      <path fill="#fff" opacity="0.75" d="M7.3 8.1c.6-.8 1.6-1.1 2.3-.8-.8.4-1.3 1-1.6 1.8z" />
    </Icon>
  );
}

/** Delete for good: a little bin with a lid. */
export function TrashIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        {...OUTLINE}
        fill="#ffe1e8"
        d="M6 8h12l-1 11.2a1.8 1.8 0 0 1-1.8 1.6H8.8A1.8 1.8 0 0 1 7 19.2z"
      />
      <path
        {...OUTLINE}
        d="M4.5 6.5h15M9.5 6.5V4.8c0-.6.5-1 1-1h3c.5 0 1 .4 1 1v1.7M10.2 11v6M13.8 11v6"
      />
    </Icon>
  );
}

/** Hide from a list: a closed, sleepy eye with lashes (the thing is still there, just not shown). */
export function SleepyEyeIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path {...OUTLINE} d="M3.5 10.5c2.2 3.2 5.1 4.8 8.5 4.8s6.3-1.6 8.5-4.8" />
      <path {...OUTLINE} d="M6.6 13.6l-1.5 2M12 15.3v2.5M17.4 13.6l1.5 2" />
    </Icon>
  );
}

/** A little closed padlock with a heart for a keyhole: a page kept from the public. */
export function PadlockIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path {...OUTLINE} d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
      <rect
        x="4.8"
        y="10.5"
        width="14.4"
        height="10"
        rx="3"
        fill="#fff3c4"
        stroke="currentColor"
        strokeWidth="1.7"
      />
      <path
        fill="#ff8fb3"
        d="M12 18c-1.5-1-2.5-1.8-2.5-2.9 0-.7.5-1.3 1.2-1.3.6 0 1 .3 1.3.8.3-.5.7-.8 1.3-.8.7 0 1.2.6 1.2 1.3 0 1.1-1 1.9-2.5 2.9z"
      />
    </Icon>
  );
}

/** A rounded speech bubble with three dots: a question to ask. */
export function ChatBubbleIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        {...OUTLINE}
        d="M5 5.5h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-7.5L7 21v-3.5H5a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z"
      />
      <circle cx="8.5" cy="11.5" r="1.1" fill="currentColor" />
      <circle cx="12" cy="11.5" r="1.1" fill="currentColor" />
      <circle cx="15.5" cy="11.5" r="1.1" fill="currentColor" />
    </Icon>
  );
}
