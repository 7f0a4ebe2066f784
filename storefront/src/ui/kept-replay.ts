// What a part kept as served (KeptPart.tsx: the page chrome's buttons too) gives its component once it has taken the served
// markup's place: the values typed or chosen in its fields, its radios and checkboxes, its panels
// opened or closed, the focus, and the presses held meanwhile, each made once, in order. Loaded
// with the part's component, so no page's first load carries it.

/** The elements a part's state is read from and given back to. */
const KNOWN = 'a[href], button, input, select, textarea, summary, details';

/** A radio or a checkbox: what is kept of it is whether it is checked. */
const CHECKABLE = '[type=radio], [type=checkbox]';
/** A field whose value is what was typed or chosen. */
const FIELD = `select, textarea, input:not(${CHECKABLE})`;

/**
 * What an element is and says, the same on the served markup and the component's: the component
 * may leave out an element only the served markup needs (a button that sends a form without
 * scripts), so an element is known by its name and its place among those of the same name (every
 * card's Add to Cart reads the same), not by its place among all.
 */
function nameOf(element: Element): string {
  return [
    element.tagName,
    element.getAttribute('href'),
    element.ariaLabel,
    element.getAttribute('name'),
    element.matches(CHECKABLE) && element.getAttribute('value'),
    element.matches('a, button, summary') && element.textContent,
  ].join();
}

/** A box's known elements by their names (nameOf) and places among those of the same name. */
function known(box: Element): Map<string, Element> {
  const elements = new Map<string, Element>();
  for (const element of box.querySelectorAll(KNOWN)) {
    let place = 0;
    while (elements.has(`${place} ${nameOf(element)}`)) place++;
    elements.set(`${place} ${nameOf(element)}`, element);
  }
  return elements;
}

export interface Kept {
  /** Gives the component's markup the values, panels and focus the served one had. */
  restore(box: Element): void;
  /** Makes the presses held, each once the page has taken the previous one (and the values
   * given before them): what it changed is on screen by then. */
  press(box: Element): void;
}

/** Reads what was done in a served box: `pressed`, its controls pressed and its fields changed,
 * in order (`once`: a button pressed again counts as its first press only). A radio or checkbox
 * chosen is made again as a press, each time, in its place among them: the component hears every
 * choice (a size picked and then the first one again ends where it started, but was chosen), and
 * a choice made before a press acts before it. */
function keptFrom(box: Element, pressed: readonly Element[], once?: boolean): Kept {
  const served = [...known(box)];
  const nameIn = (element: Element | null) => served.find(([, known]) => known === element)?.[0];
  const values = served.filter(([, element]) => element.matches(FIELD)) as [
    string,
    HTMLInputElement,
  ][];
  const panels = served.filter(([, element]) => element instanceof HTMLDetailsElement) as [
    string,
    HTMLDetailsElement,
  ][];
  const checkables = served.filter(([, element]) => element.matches(CHECKABLE)) as [
    string,
    HTMLInputElement,
  ][];
  const kept = {
    values: values.map(([name, field]) => [name, field.value] as const),
    panels: panels.map(([name, panel]) => [name, panel.open] as const),
    // Those not chosen meanwhile (one changed before the page was interactive) by their state.
    checked: checkables
      .filter(([, box]) => !pressed.includes(box))
      .map(([name, box]) => [name, box.checked] as const),
    focus: nameIn(document.activeElement),
    presses: pressed
      .filter(
        (element, at) =>
          !element.matches(FIELD) &&
          (!once || element.matches(CHECKABLE) || pressed.indexOf(element) === at),
      )
      .map(nameIn),
  };
  return {
    restore(box) {
      const elements = known(box);
      for (const [name, open] of kept.panels) {
        const panel = elements.get(name);
        if (panel instanceof HTMLDetailsElement) panel.open = open;
      }
      for (const [name, value] of kept.values) {
        const field = elements.get(name) as HTMLInputElement | undefined;
        if (!field?.matches(FIELD) || field.value === value) continue;
        // As typing or choosing would give it: set beneath React's record of the value, then
        // told (React reads a text field's change from its input, a select's from its change).
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(
          field,
          value,
        );
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
      // A radio or checkbox as a press gives it: the component hears the change.
      for (const [name, checked] of kept.checked) {
        const checkable = elements.get(name) as HTMLInputElement | undefined;
        if (checkable?.matches(CHECKABLE) && checkable.checked !== checked) checkable.click();
      }
      (elements.get(kept.focus!) as HTMLElement | undefined)?.focus();
    },
    press(box) {
      // Each after React's own work on what was done before it (React takes a change in a
      // microtask queued ahead of this one), not after a timer, which a paused clock would hold.
      // The controls are found before the first press: a press may change what one says (a
      // card's Add to Cart reads "Added!").
      queueMicrotask(() => {
        const elements = known(box);
        const controls = kept.presses.map((name) => elements.get(name!) as HTMLElement | undefined);
        const next = () => {
          controls.shift()?.click();
          if (controls.length) queueMicrotask(next);
        };
        next();
      });
    },
  };
}

/**
 * Reads what was done in a served box (null: none, the browser rendered the part itself) and
 * gives it to `swap`, which puts the component in the markup's place. A select whose picker is
 * open keeps its place until the choice is made: the picker would close under the visitor's
 * finger.
 */
export function keep(
  box: Element | null,
  pressed: readonly Element[],
  once: boolean | undefined,
  swap: (kept?: Kept) => void,
): void {
  const picking = document.activeElement;
  const now = () => swap(box ? keptFrom(box, pressed, once) : undefined);
  if (picking instanceof HTMLSelectElement && box?.contains(picking)) {
    picking.addEventListener('change', now, { once: true });
    picking.addEventListener('blur', now, { once: true });
  } else now();
}
