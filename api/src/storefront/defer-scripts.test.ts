import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScripts } from './pages.ts';
import { deferPageScripts } from './defer-scripts.ts';

const PAGE =
  '<head><link rel="modulepreload" crossorigin href="/assets/home-1.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-1.js">' +
  '<script>theme()</script>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-1.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/queries-1.js">' +
  '</head><body><div id="root"></div></body>';

interface FakeElement {
  tag: string;
  [property: string]: unknown;
}

/** A browser with paint timing: whether the first paint has been shown yet, and its observers. */
function paintTiming(firstPaintShown: boolean) {
  const observers: (() => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ['navigation', 'paint'];
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe({ type }: { type: string }) {
      if (type === 'paint') observers.push(() => this.callback({}, this));
    }
    disconnect() {}
  }
  return {
    globals: {
      PerformanceObserver,
      performance: {
        getEntriesByType: (type: string) => (type === 'paint' && firstPaintShown ? [{}] : []),
      },
    },
    /** The browser reports the first paint: each observer hears of it once. */
    reportFirstPaint: () => observers.splice(0).forEach((notify) => notify()),
  };
}

/** Runs the page's loader against a minimal document and window; reports what it adds. */
function runLoader(
  html: string,
  readyState: 'loading' | 'complete',
  browser: Record<string, unknown> = {},
) {
  const loader = inlineScripts(html).find((script) => script.includes('modulepreload'))!;
  const added: FakeElement[] = [];
  const listeners = new Map<string, () => void>();
  runInNewContext(loader, {
    ...browser,
    document: {
      readyState,
      createElement: (tag: string): FakeElement => ({ tag }),
      head: { appendChild: (element: FakeElement) => added.push(element) },
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  });
  return { added, fire: (type: string) => listeners.get(type)?.() };
}

const EVERY_SCRIPT = [
  { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-1.js' },
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/home-1.js' },
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/jsx-runtime-1.js' },
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/queries-1.js' },
];

describe('deferPageScripts', () => {
  it('takes the preloads and the entry out of the page and leaves one inline loader', () => {
    const page = deferPageScripts(PAGE);
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain('<script>theme()</script>');
    expect(inlineScripts(page)).toHaveLength(2);
    expect(page).toContain('<div id="root"></div>');
  });

  it('loads nothing before the first paint is shown, then the entry first and every chunk once', () => {
    const timing = paintTiming(false);
    const { added, fire } = runLoader(deferPageScripts(PAGE), 'loading', timing.globals);
    expect(added).toEqual([]);
    timing.reportFirstPaint();
    expect(added).toEqual(EVERY_SCRIPT);
    // Neither the load event nor a tap afterwards adds anything twice.
    fire('load');
    fire('pointerdown');
    expect(added).toEqual(EVERY_SCRIPT);
  });

  it('starts at once on the first tap or key press before the first paint is shown', () => {
    for (const type of ['pointerdown', 'keydown', 'touchstart']) {
      const timing = paintTiming(false);
      const { added, fire } = runLoader(deferPageScripts(PAGE), 'loading', timing.globals);
      fire(type);
      expect(added[0]).toMatchObject({ tag: 'script', src: '/assets/index-1.js' });
      timing.reportFirstPaint();
      fire('load');
      expect(added).toHaveLength(4);
    }
  });

  it('waits for the first paint, not for the load event: a background tab loads and paints nothing', () => {
    const timing = paintTiming(false);
    const { added, fire } = runLoader(deferPageScripts(PAGE), 'loading', timing.globals);
    fire('load');
    expect(added).toEqual([]);
    timing.reportFirstPaint();
    expect(added).toHaveLength(4);
    expect(added[0]).toMatchObject({ tag: 'script', src: '/assets/index-1.js' });
  });

  it('goes on at the first paint when the page is complete already', () => {
    const timing = paintTiming(false);
    const { added } = runLoader(deferPageScripts(PAGE), 'complete', timing.globals);
    expect(added).toEqual([]);
    timing.reportFirstPaint();
    expect(added).toHaveLength(4);
  });

  it('goes on at once when the first paint has been reported already', () => {
    const { added } = runLoader(deferPageScripts(PAGE), 'loading', paintTiming(true).globals);
    expect(added).toEqual(EVERY_SCRIPT);
  });

  it('goes on at once in a browser without paint timing', () => {
    const { added } = runLoader(deferPageScripts(PAGE), 'loading');
    expect(added).toEqual(EVERY_SCRIPT);
  });

  it('holds a form sent before the page is interactive, and sends it once it is', () => {
    const attributes = new Set<string>();
    const root = { hasAttribute: (name: string) => attributes.has(name) };
    const observers: (() => void)[] = [];
    class MutationObserver {
      constructor(private readonly callback: (records: unknown[], observer: unknown) => void) {}
      observe() {
        observers.push(() => this.callback([], this));
      }
      disconnect() {
        observers.length = 0;
      }
    }
    const listeners = new Map<string, (event: unknown) => void>();
    const added: FakeElement[] = [];
    const loader = inlineScripts(deferPageScripts(PAGE)).find((script) =>
      script.includes('modulepreload'),
    )!;
    runInNewContext(loader, {
      MutationObserver,
      requestAnimationFrame: () => undefined,
      setTimeout: () => undefined,
      document: {
        readyState: 'loading',
        getElementById: (id: string) => (id === 'root' ? root : null),
        createElement: (tag: string): FakeElement => ({ tag }),
        head: { appendChild: (element: FakeElement) => added.push(element) },
      },
      addEventListener: (type: string, listener: (event: unknown) => void) =>
        listeners.set(type, listener),
    });
    const sent: string[] = [];
    const form = (name: string, action: string | null) => ({
      isConnected: true,
      hasAttribute: (attribute: string) => attribute === 'action' && action !== null,
      requestSubmit: () => sent.push(name),
    });
    const submit = (target: unknown) => {
      let prevented = false;
      listeners.get('submit')!({ target, preventDefault: () => (prevented = true) });
      return prevented;
    };

    // A search form names where it goes and works as a plain form: it is let through.
    expect(submit(form('search', '/shop'))).toBe(false);
    // The sign-in form is the scripts' own: held, and the scripts asked for at once.
    expect(submit(form('sign-in', null))).toBe(true);
    expect(added[0]).toMatchObject({ tag: 'script', src: '/assets/index-1.js' });
    expect(sent).toEqual([]);
    // Other changes to #root before the app has taken over do not send it.
    observers.forEach((notify) => notify());
    expect(sent).toEqual([]);
    attributes.add('data-hydrated');
    observers.forEach((notify) => notify());
    expect(sent).toEqual(['sign-in']);
    // Once the page is interactive the app handles every form itself.
    expect(submit(form('sign-in', null))).toBe(false);
    expect(sent).toEqual(['sign-in']);
  });

  it('holds a press on a button before the page is interactive and makes it once, once it is', () => {
    const attributes = new Set<string>();
    const inside = new Set<unknown>();
    const root = {
      hasAttribute: (name: string) => attributes.has(name),
      contains: (node: unknown) => inside.has(node),
    };
    const observers: (() => void)[] = [];
    class MutationObserver {
      constructor(private readonly callback: (records: unknown[], observer: unknown) => void) {}
      observe() {
        observers.push(() => this.callback([], this));
      }
      disconnect() {
        observers.length = 0;
      }
    }
    const listeners = new Map<string, (event: unknown) => void>();
    const timers: (() => void)[] = [];
    const loader = inlineScripts(deferPageScripts(PAGE)).find((script) =>
      script.includes('modulepreload'),
    )!;
    runInNewContext(loader, {
      MutationObserver,
      requestAnimationFrame: () => undefined,
      setTimeout: (callback: () => void) => timers.push(callback),
      document: {
        readyState: 'loading',
        getElementById: (id: string) => (id === 'root' ? root : null),
        createElement: (tag: string): FakeElement => ({ tag }),
        head: { appendChild: () => undefined },
      },
      addEventListener: (type: string, listener: (event: unknown) => void) =>
        listeners.set(type, listener),
    });
    const clicks: string[] = [];
    const button = (name: string, type = 'button', form: unknown = null) => {
      const marks = new Map<string, string>();
      const element = {
        type,
        form,
        marks,
        isConnected: true,
        disabled: false,
        closest: () => element,
        setAttribute: (mark: string, value: string) => marks.set(mark, value),
        removeAttribute: (mark: string) => marks.delete(mark),
        click: () => clicks.push(name),
      };
      inside.add(element);
      return element;
    };
    const click = (target: unknown) => {
      let prevented = false;
      listeners.get('click')!({
        target,
        preventDefault: () => (prevented = true),
        stopPropagation: () => undefined,
      });
      return prevented;
    };
    const addToCart = button('add');
    const increase = button('increase');
    const search = button('search', 'submit', {});

    // A form's own submit button works as it is; the others are held and shown as busy.
    expect(click(search)).toBe(false);
    expect(click(increase)).toBe(true);
    expect(click(addToCart)).toBe(true);
    expect(click(addToCart)).toBe(true);
    expect(addToCart.marks).toEqual(
      new Map([
        ['data-held', ''],
        ['aria-busy', 'true'],
      ]),
    );
    expect(clicks).toEqual([]);
    attributes.add('data-hydrated');
    observers.forEach((notify) => notify());
    while (timers.length) timers.shift()!();
    // In the order pressed, each once, marks gone.
    expect(clicks).toEqual(['increase', 'add']);
    expect(addToCart.marks.size).toBe(0);
    // Once the page is interactive every press is the app's.
    expect(click(addToCart)).toBe(false);
    expect(clicks).toEqual(['increase', 'add']);
  });

  it('leaves a page without an entry script as it is', () => {
    const page = '<head><link rel="modulepreload" href="/assets/a.js"></head>';
    expect(deferPageScripts(page)).toBe(page);
  });
});
