// A part of a list page (a filter form of select boxes, a row of cards) kept as the server
// rendered it until it is used, so the page's first load does not carry its component: its forms
// are plain GET forms and its links plain links, which work before any script. A pointer or the
// focus coming to it loads the component; until it has taken the markup's place (the same markup)
// the part keeps what the visitor does in it: a choice made is given to the component as a change,
// an opened panel stays open, the focus stays where it was, and each press on a button or link is
// held (shown busy) and made once on the component. A select whose picker is open keeps its place
// until the choice is made. Where the browser renders the part itself (a client navigation), or
// what it shows changes by other means, the component loads at once.

import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useServed } from './use-served.ts';

export interface ServedPartProps<P extends object> {
  /** The box's class; styled `display: contents`, so the layout is the part's own. */
  className: string;
  /** The component as the server renders it (null in the browser bundle). */
  served: ComponentType<P> | null;
  /** The same function on every render: what it loaded is shown at once the next time. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** What the part shows, in a word: once it differs from the served one, the component loads. */
  shows: string;
}

interface Live<P> {
  Component: ComponentType<P>;
  /** The served part's select values, panels' states and focused select. */
  kept?: [string[], boolean[], number];
}

// The components loaded, by their load function: a part the browser renders itself after a
// client navigation shows at once when its page's loader had them fetched (preloadPart).
const loaded = new WeakMap<object, unknown>();

/** Fetches a part's component ahead, for a list the browser is about to render itself: the
 * page's loader waits for it with its data, so the list shows whole, never a gap that fills in. A
 * part that cannot load (a new release, a lost connection) does not fail the page: it is tried
 * again when rendered. */
export const preloadPart = (load: () => Promise<unknown>): Promise<void> =>
  load().then(
    (Component) => void loaded.set(load, Component),
    () => undefined,
  );

const all = <T extends Element>(box: Element, selector: string) => [
  ...box.querySelectorAll<T>(selector),
];
// A press is known by what it is and says (the component may leave out a button only the served
// form needs, such as one that sends it without scripts); a form sent from a field, by its tag.
const pressables = (box: Element) => all(box, 'button, a[href], form');
const nameOf = (element: Element) =>
  [element.tagName, element.getAttribute('href'), element.ariaLabel, element.textContent].join();

export function ServedPart<P extends object>({
  className,
  served: Served,
  load,
  props,
  shows,
}: ServedPartProps<P>) {
  const served = useServed();
  const box = useRef<HTMLDivElement>(null);
  const [servedShows] = useState(shows);
  const [live, setLive] = useState<Live<P> | undefined>(() => {
    const Component = served ? undefined : (loaded.get(load) as ComponentType<P> | undefined);
    return Component && { Component };
  });
  // The presses held until the component is there, in order, by their names (nameOf).
  const presses = useRef<string[]>([]);

  const [wake] = useState(() => () => {
    void load().then((Component) => {
      const picking = document.activeElement;
      const swap = () => {
        // No served markup where the browser renders the part itself: nothing to keep.
        const element = box.current;
        const selects = element ? all<HTMLSelectElement>(element, 'select') : [];
        setLive(
          (now) =>
            now ?? {
              Component,
              kept: element
                ? [
                    selects.map((select) => select.value),
                    all<HTMLDetailsElement>(element, 'details').map((panel) => panel.open),
                    selects.indexOf(document.activeElement as HTMLSelectElement),
                  ]
                : undefined,
            },
        );
      };
      // An open picker would close under the visitor's finger: swap once the choice is made.
      if (picking instanceof HTMLSelectElement && box.current?.contains(picking)) {
        picking.addEventListener('change', swap, { once: true });
        picking.addEventListener('blur', swap, { once: true });
      } else swap();
    });
  });

  useEffect(() => {
    // A choice made before the page was interactive counts as made now.
    const element = box.current;
    const chosen =
      !!element &&
      all<HTMLSelectElement>(element, 'select').some(
        (select) =>
          select.value !==
          (select.querySelector<HTMLOptionElement>('option[selected]') ?? select.options[0])?.value,
      );
    if (!served || shows !== servedShows || chosen) wake();
  }, [served, shows, servedShows, wake]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!live?.kept || !element) return;
    const [values, open, focused] = live.kept;
    all<HTMLDetailsElement>(element, 'details').forEach((panel, index) => {
      panel.open = open[index] ?? panel.open;
    });
    const selects = all<HTMLSelectElement>(element, 'select');
    selects.forEach((select, index) => {
      if (values[index] === undefined || select.value === values[index]) return;
      // React reads a change from the value's own setter, not the element's.
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(
        select,
        values[index],
      );
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    selects[focused]?.focus();
  }, [live]);

  // The presses once the component's own effects have run (a button may need them to act).
  useEffect(() => {
    const element = box.current;
    if (!live || !element) return;
    for (const name of presses.current.splice(0)) {
      const pressed = pressables(element).find((pressable) => nameOf(pressable) === name);
      if (pressed instanceof HTMLFormElement) pressed.requestSubmit();
      else (pressed as HTMLElement | undefined)?.click();
    }
  }, [live]);

  if (live) {
    return (
      <div key="live" ref={box} className={className}>
        <live.Component {...props} />
      </div>
    );
  }
  if (import.meta.env.SSR && Served) {
    return (
      <div key="served" className={className}>
        <Served {...props} />
      </div>
    );
  }
  if (!served) return null;
  const approach = () => void load();
  const hold = (event: { target: EventTarget; preventDefault(): void }, pressed: Element) => {
    event.preventDefault();
    pressed.setAttribute('aria-busy', 'true');
    presses.current.push(nameOf(pressed));
    wake();
  };
  return (
    <div
      key="served"
      ref={box}
      className={className}
      onClick={(event) => {
        const pressed = (event.target as Element).closest('button, a[href]');
        // A link opened elsewhere (a new tab, a window) is the browser's own.
        const elsewhere = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
        if (pressed && !elsewhere) hold(event, pressed);
      }}
      onSubmit={(event) => hold(event, event.target as Element)}
      onPointerOver={approach}
      onFocus={approach}
      // React gives the served markup's own controls no change events; every choice is an input.
      onInput={wake}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
