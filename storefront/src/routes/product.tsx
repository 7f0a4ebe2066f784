// Product page: its content (product-view.tsx) as the server rendered it, kept until it is used
// (KeptPart). A visitor reads a product page before touching it: its first load carries no
// gallery, pickers, prices, quantity or buttons, only this route. The content's component loads
// as a pointer or the focus comes to it, and at its first press or typing, which it is given once
// there. It loads at once when what the page shows must change (the address names other options
// than the served page shows; a wishlist may keep the product), and a page the browser renders
// itself has it from its loader.

import { useEffect } from 'react';
import { useLoaderData } from 'react-router';
import type { Product, PublicApi } from '@kawaii/shared';
import { RecordError } from '../layout/RecordError.tsx';
import { KeptPart, preloadKept } from '../ui/KeptPart.tsx';
import { useSession } from '../stores/session.ts';
import type { ProductData } from './product-view.tsx';
import { metaFromData, summarize } from './meta.ts';
import { productJsonLd } from './meta-json-ld.ts';
import { routeErrorText } from './route-errors.ts';
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

const loadModule = () => import('./product-view.tsx');
const loadView = () => loadModule().then((module) => module.ProductView);

/** Whether the content must change at once: the address names options (the page may be served
 * from the cache of the page without them), or a wishlist may keep the product (a signed-in
 * shopper's, or this browser's). */
function wantedAtOnce(product: Product): boolean {
  const search = new URLSearchParams(window.location.search);
  return (
    product.options.some((group) => search.has(group.name)) ||
    useSession.getState().token !== null ||
    (localStorage.getItem('wishlist') ?? '').includes(product._id)
  );
}

function ProductPage() {
  const data = useLoaderData() as ProductData;
  const { product } = data;

  // The assistant's "Do you have it in 1/6?" is about the product on the page.
  useEffect(() => {
    viewProduct(product._id);
  }, [product]);

  return (
    <KeptPart
      box="div"
      key={product._id}
      className="product-page__live"
      served={served?.ProductView ?? null}
      load={loadView}
      props={data}
      wanted={() => wantedAtOnce(product)}
      once
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
  // The browser never builds it: the bundle leaves the builder out.
  ...(import.meta.env.SSR && { structuredData: (site) => productJsonLd(product, site) }),
}));

export function productRoute(api: PublicApi): RouteModule {
  return {
    loader: async ({ params, request }): Promise<ProductData> => {
      // A page the browser renders itself shows its content at once.
      if (!served) await preloadKept(loadView);
      const view = served ?? (await loadModule());
      return view.loadProductData(api, params.id ?? '', new URL(request.url).searchParams);
    },
    element: <ProductPage />,
    errorElement: (
      <RecordError describe={describeProductError} back={{ to: '/shop', label: 'Back to Shop' }} />
    ),
    handle,
  };
}
