// Content the server renders and the browser keeps as it is: an element's children that never
// change (an icon's drawing), so no page's first load carries them. React renders nothing into the
// element while it hydrates; the served content is read from the page then, and an element the
// browser renders itself later (the chrome of an error screen after a client navigation) is given
// the same.

import type { ReactNode, RefCallback } from 'react';

const served = new Map<string, string>();

export interface KeptContentProps {
  children?: ReactNode;
  ref?: RefCallback<Element>;
  dangerouslySetInnerHTML?: { __html: string };
  suppressHydrationWarning?: boolean;
}

/**
 * The props that fill an element with `content` on the server and keep what it served in the
 * browser. The call passes `import.meta.env.SSR ? content : null`, so the browser bundle leaves
 * the content out; `key` names it across renders.
 */
export function keptContent(key: string, content: ReactNode): KeptContentProps {
  if (import.meta.env.SSR) return { children: content };
  return {
    ref: (element) => {
      if (element && !served.has(key)) served.set(key, element.innerHTML);
    },
    dangerouslySetInnerHTML: { __html: served.get(key) ?? '' },
    suppressHydrationWarning: true,
  };
}
