// A part of a page kept as the server rendered it until it is used, so the page's first load does
// not carry its component: the page chrome's buttons (the music button, the chat launcher) on
// every page, and the lists' and the product page's parts (a filter form, a row of cards, a
// product's content) on theirs. Hydration renders nothing into the served markup, and React leaves
// it as it is; its forms are plain GET forms and its links plain links, which work before any
// script. A pointer or the focus coming to it loads the component; a press, typing or a choice
// loads it too, and once it has taken the markup's place (the same markup) what was done
// meanwhile is given to it (kept-replay.ts, which loads with it): the values typed or chosen, the
// panels opened, the focus, and each press, made again once, in the order pressed (the control
// shows it is busy until then). It loads at once where the browser renders the part itself (a
// client navigation, an error screen), when what it shows changes, when a choice was made in it
// before the page was interactive, or when `wanted` says so.
// Every page's entry carries this one file; what is given back, and how, is kept-replay.ts's.

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Kept } from './kept-replay.ts';
import { useServed } from './use-served.ts';

export interface KeptPartProps<P extends object> {
  /** The box's class; styled `display: contents`, so the layout is the part's own. */
  className: string;
  /** The box's element: a chrome's button sits in a line (span), a part of a page is a block. */
  box?: 'span' | 'div';
  /** The component as the server renders it (null in the browser bundle). */
  served: ComponentType<P> | null;
  /** The same function on every render: what it loaded ahead is shown at once. */
  load: Load<ComponentType<P>>;
  props?: P;
  /** What the part shows, in a word: once it differs from the served one, the component loads. */
  shows?: string;
  /** Read as the page becomes interactive: whether the component is needed at once. */
  wanted?: () => boolean;
  /** Whether a control pressed again meanwhile counts as that one press (Add to Cart with the
   * quantity chosen, a chrome's button), rather than as one more (a card's Add to Cart adds one
   * more each time). */
  once?: boolean;
  /** Shown in the box's place while the component loads where the browser renders the part
   * itself. */
  placeholder?: ReactNode;
}

/** A part's load function, with the component it loaded ahead (preloadKept). */
type Load<C> = (() => Promise<C>) & { loaded?: C };

/** Fetches a part's component ahead, for a page the browser is about to render itself: the
 * page's loader waits for it with its data, so the page shows whole, never a gap that fills in
 * (the part shows at once what its load function keeps). A part that cannot load (a new release,
 * a lost connection) does not fail the page: it is tried again when rendered. */
export const preloadKept = (load: Load<unknown>): Promise<void> =>
  load().then(
    (Component) => void (load.loaded = Component),
    () => {},
  );

export function KeptPart<P extends object>({
  className,
  box: Box = 'span',
  served: Served,
  load,
  props,
  shows,
  wanted,
  once,
  placeholder,
}: KeptPartProps<P>) {
  const served = useServed();
  const box = useRef<HTMLDivElement>(null);
  const [servedShows] = useState(shows);
  // Only a loader fetches ahead, and none runs before the page hydrates: a part shown at once is
  // one the browser renders itself.
  const [Live, setLive] = useState<ComponentType<P> | undefined>(() => load.loaded);
  // The served controls pressed and the fields changed, in order, and what was done in the served
  // markup, to give the component.
  const pressed = useRef<Element[]>([]);
  const kept = useRef<Kept>(undefined);

  // The component with what gives it what was done meanwhile: fetched as the part is approached,
  // in the served markup's place once it is used.
  const fetchPart = () => Promise.all([load(), import('./kept-replay.ts')]);
  const wake = () =>
    void fetchPart().then(([Component, { keep }]) =>
      keep(box.current, pressed.current, once, (done) => {
        kept.current ??= done;
        setLive((now: ComponentType<P> | undefined) => now ?? Component);
      }),
    );

  useEffect(() => {
    // A choice made before the page was interactive counts as made now.
    const chosen = box.current?.querySelector('option:checked:not([selected])');
    if (!served || shows !== servedShows || chosen || wanted?.()) wake();
    // Read as the page becomes interactive, and again once what the part shows has changed
    // (`served` and `servedShows` stay as they were first; `wake` does the same on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shows]);

  // The values and panels before the first paint; the presses once the component's own effects
  // have run (a button may need them to act).
  useLayoutEffect(() => kept.current?.restore(box.current!), [Live]);
  useEffect(() => kept.current?.press(box.current!), [Live]);

  if (Live) {
    return (
      <Box key="live" ref={box} className={className}>
        <Live {...props!} />
      </Box>
    );
  }
  if (import.meta.env.SSR && Served) {
    return (
      <Box key="served" className={className}>
        <Served {...props!} />
      </Box>
    );
  }
  if (!served) return placeholder;
  return (
    <Box
      key="served"
      ref={box}
      className={className}
      onClick={(event) => {
        const control = (event.target as Element).closest('a[href], button');
        // A link opened elsewhere (a new tab or window) is the browser's own.
        if (!control || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        // Nothing happens until the component is there. Meanwhile the control is pressed in and
        // busy, as a press held before the page is interactive shows (`once`: kept-replay.ts
        // makes a control's presses one).
        event.preventDefault();
        control.setAttribute('data-held', '');
        control.setAttribute('aria-busy', 'true');
        pressed.current.push(control);
        wake();
      }}
      onPointerOver={fetchPart}
      onFocus={fetchPart}
      // React gives the served markup's own fields no change events; every choice is an input
      // (a radio's or checkbox's too: it shows its new state at once, and is made again on the
      // component in its place among the presses, so the component hears each choice).
      onInput={(event) => {
        pressed.current.push(event.target as Element);
        wake();
      }}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
