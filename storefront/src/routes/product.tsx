// Product page: its content (product-view.tsx) as the server rendered it, kept until it is used.
// A visitor reads a product page before touching it: its first load carries no gallery, pickers,
// prices, quantity or buttons, only this route. The content's component loads as a pointer or
// the focus comes to it, and at its first press or typing; once it has taken the served markup's
// place (the same markup), what was typed is put into the same fields and the presses are made
// again on the same controls, in the order pressed, each at most once, with the focus where it
// was (a pressed control shows it is busy meanwhile). It loads at once when what the page shows
// must change (the address names other options than the served page shows; a wishlist may keep
// the product), and a page the browser renders itself has it from its loader.

import { useEffect, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import type { PublicApi } from '@kawaii/shared';
import { RecordError } from '../layout/RecordError.tsx';
import { useServed } from '../ui/use-served.ts';
import { useSession } from '../stores/session.ts';
import type { ProductData, ProductView } from './product-view.tsx';
import { metaFromData, summarize } from './meta.ts';
import { productJsonLd } from './meta-json-ld.ts';
import { notFound, routeErrorText } from './route-errors.ts';
import type { RouteModule } from './route-module.ts';
import { viewProduct } from '../chat/viewed-product.ts';
// The content's styles come with the page: the served content is styled from the first paint.
// Those of parts other pages share are files of their own (vite.config.ts), so this route names
// them without their scripts.
import './product.css';
import './product-gallery.css';
import '../catalog/ProductOptions.css';
import '../catalog/Availability.css';
import '../ui/StockStatus.css';
import '../ui/ShopPolicy.css';
import '../ui/QuantityStepper.css';
import '../cart/AddToCartButton.css';
import '../ui/Gallery.css';
import '../catalog/WishlistButton.css';

// Server only, and imported so that the browser's bundle leaves it out of the first load.
const served = import.meta.env.SSR ? await import('./product-view.tsx') : null;

let loaded: typeof ProductView | undefined;
const loadView = () => import('./product-view.tsx').then((module) => (loaded = module.ProductView));

/** The controls presses and typing are known by (their places in the content). */
const CONTROLS = 'a[href], button, input';
/** What a press is made on (a label's press is its field's): not a field typed into. */
const PRESSED = 'a[href], button, [type=radio], [type=checkbox]';

function ProductPage() {
  const data = useLoaderData() as ProductData;
  return <KeptProductView key={data.product._id} {...data} />;
}

function KeptProductView(data: ProductData) {
  const { product } = data;
  const fresh = !useServed();
  const box = useRef<HTMLDivElement>(null);
  const [View, setView] = useState<typeof ProductView | undefined>(() =>
    fresh ? loaded : undefined,
  );
  // What to do again once the content is live: the controls pressed and the values typed (by
  // their places among the content's controls), and the place of the control with the focus.
  const held = useRef({ presses: [] as number[], typed: new Map<number, string>(), focus: -1 });
  const placeOf = (control: Element | null) =>
    control && box.current ? [...box.current.querySelectorAll(CONTROLS)].indexOf(control) : -1;

  const [wake] = useState(
    () => () =>
      void loadView().then((Live) =>
        setView((now?: typeof ProductView) => {
          if (!now) held.current.focus = placeOf(document.activeElement);
          return now ?? Live;
        }),
      ),
  );

  // The assistant's "Do you have it in 1/6?" is about the product on the page.
  useEffect(() => {
    viewProduct(product._id);
  }, [product]);

  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    const named = product.options.some((group) => search.has(group.name));
    const signedIn = useSession.getState().token !== null;
    const listed = (localStorage.getItem('wishlist') ?? '').includes(product._id);
    if (fresh || named || signedIn || listed) wake();
  }, [fresh, product, wake]);

  useEffect(() => {
    const controls = [...(box.current?.querySelectorAll<HTMLInputElement>(CONTROLS) ?? [])];
    if (!View) return;
    const { presses, typed, focus } = held.current;
    held.current = { presses: [], typed: new Map(), focus: -1 };
    controls[focus]?.focus();
    // A typed value as typing would give it: set beneath React's record of it, then told.
    typed.forEach((value, place) => {
      const field = controls[place];
      if (!field) return;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // Each press in a task of its own: what the previous one changed is on screen by then.
    const next = () => {
      const control = controls[presses.shift() ?? -1];
      if (!control) return;
      control.click();
      setTimeout(next);
    };
    setTimeout(next);
  }, [View]);

  if (served) {
    return (
      <div key="served" className="product-page__live">
        <served.ProductView {...data} />
      </div>
    );
  }
  if (View) {
    return (
      <div key="live" ref={box} className="product-page__live">
        <View {...data} />
      </div>
    );
  }
  return (
    <div
      key="served"
      ref={box}
      className="product-page__live"
      onClick={(event) => {
        const target = event.target as Element;
        const control =
          target.closest(PRESSED) ?? target.closest('label')?.control ?? target.closest(CONTROLS);
        const place = placeOf(control);
        // A link opened elsewhere (a new tab or window) opens as it is, and a field typed into
        // takes the focus as it is.
        if (place < 0 || event.button || event.ctrlKey || event.metaKey || event.shiftKey) return;
        if (!control!.matches(PRESSED)) return;
        // A radio or checkbox shows its new state at once (the press made again on the loaded
        // one gives the page the same); anything else does nothing until then.
        if (!control!.matches('[type=radio], [type=checkbox]')) event.preventDefault();
        if (held.current.presses.includes(place)) return;
        // Pressed in and busy, as a press held before the page is interactive shows, until the
        // content has taken the served control's place.
        control!.setAttribute('data-held', '');
        control!.setAttribute('aria-busy', 'true');
        held.current.presses.push(place);
        wake();
      }}
      onInput={(event) => {
        const field = event.target as HTMLInputElement;
        if (field.type === 'radio' || field.type === 'checkbox') return;
        held.current.typed.set(placeOf(field), field.value);
        wake();
      }}
      onPointerOver={() => void loadView()}
      onFocus={() => void loadView()}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}

function describeProductError(error: unknown): string {
  return `Error: ${routeErrorText(error)}`;
}

const handle = metaFromData<ProductData>(({ product, alts }) => ({
  title: product.title,
  description: summarize(product.description),
  image: product.images[0] ?? null,
  imageAlt: (product.images[0] && alts[product.images[0]]) || product.title,
  structuredData: import.meta.env.SSR ? (site) => productJsonLd(product, site) : undefined,
}));

export function productRoute(api: PublicApi): RouteModule {
  return {
    loader: async ({ params, request }): Promise<ProductData> => {
      const product = await api.getProduct(params.id ?? '');
      if (!product) notFound('Product not found');
      // A page the browser renders itself shows its content at once.
      const view = served ?? (await import('./product-view.tsx'));
      loaded = view.ProductView;
      return view.productData(api, product, new URL(request.url).searchParams);
    },
    element: <ProductPage />,
    errorElement: (
      <RecordError describe={describeProductError} back={{ to: '/shop', label: 'Back to Shop' }} />
    ),
    handle,
  };
}
