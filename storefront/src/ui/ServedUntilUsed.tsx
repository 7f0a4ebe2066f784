// A button of the page chrome that the browser keeps as the server rendered it until it is used,
// so no page's first load carries its component: hydration renders nothing into the served
// markup, and React leaves it as it is. A pointer or the focus coming to it loads the component;
// the first press does too, and once the component has taken the markup's place (the same
// markup) the press is made again on it, with the focus where it was: no press is lost or doubled
// (presses meanwhile count as that one; the button shows it is busy). Where the browser renders the chrome itself (an error
// screen after a client navigation), or `wanted` says so once the page is interactive, the
// component loads at once.
// Every page's entry carries this one: the parts of the lists and the product page, which keep
// more (values, panels, the focus, several presses), have KeptPart, loaded with those pages.

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useServed } from './use-served.ts';

export interface ServedUntilUsedProps {
  /** The box's class; styled `display: contents`, so the layout is the component's own. */
  className: string;
  /** The component as the server renders it (null in the browser bundle). */
  served: ComponentType | null;
  load: () => Promise<ComponentType>;
  /** Read once the page is interactive: whether the component is needed at once. */
  wanted?: () => boolean;
  /** Shown while the component loads for a chrome the browser renders itself. */
  placeholder?: ReactNode;
}

export function ServedUntilUsed({
  className,
  served: Served,
  load,
  wanted,
  placeholder = null,
}: ServedUntilUsedProps) {
  const served = useServed();
  const box = useRef<HTMLSpanElement>(null);
  const [Live, setLive] = useState<{ Component: ComponentType }>();
  // The press to make again once the component is there (null: none): whether its button had
  // the focus.
  const press = useRef<boolean | null>(null);

  const wake = () => void load().then((Component) => setLive((now) => now ?? { Component }));

  useEffect(() => {
    if (!served || wanted?.()) wake();
    // Once, as the page becomes interactive (or the browser's own chrome appears).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const focused = press.current;
    const button = box.current?.querySelector('button');
    if (!Live || focused === null || !button) return;
    press.current = null;
    if (focused) button.focus();
    button.click();
  }, [Live]);

  if (Live) {
    return (
      <span key="live" ref={box} className={className}>
        <Live.Component />
      </span>
    );
  }
  if (import.meta.env.SSR && Served) {
    return (
      <span key="served" className={className}>
        <Served />
      </span>
    );
  }
  if (!served) return placeholder && <span className={className}>{placeholder}</span>;
  return (
    <span
      key="served"
      ref={box}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        const button = (event.target as Element).closest('button');
        if (!button) return;
        // Pressed in and busy, as a press held before hydration shows, until the component has
        // taken the served button's place.
        button.setAttribute('data-held', '');
        button.setAttribute('aria-busy', 'true');
        press.current ??= button === document.activeElement;
        wake();
      }}
      onPointerOver={load}
      onFocus={load}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
