// A draft's page, opened from the admin area's View through a signed, short-lived link: the page
// exactly as it will look once published, under a "Preview - not published" banner, kept out of
// search engines and caches.

import { useLoaderData } from 'react-router';
import {
  PREVIEW_BANNER,
  PREVIEW_EXPIRED,
  PREVIEW_LIFETIME_MINUTES,
  type PublicApi,
} from '@kawaii/shared';
import { RecordError } from '../layout/RecordError.tsx';
import { PadlockIcon } from '../ui/KawaiiIcons.tsx';
import { BlogPostArticle, blogPostData, type BlogPostData } from './blog-post.tsx';
import { metaFromData } from './meta.ts';
import { ProductView, productData, type ProductData } from './product-view.tsx';
// A product's styles come with the product page's route, which keeps its content as served.
import './product.tsx';
import { notFound, routeErrorText } from './route-errors.ts';
import './preview.css';
import type { RouteModule } from './route-module.ts';

export type PreviewData = ({ kind: 'post' } & BlogPostData) | ({ kind: 'product' } & ProductData);

export async function loadPreview(api: PublicApi, token: string): Promise<PreviewData> {
  const preview = await api.getPreview(token);
  if (!preview) notFound(PREVIEW_EXPIRED);
  if (preview.kind === 'post') return { kind: 'post', ...(await blogPostData(api, preview.post)) };
  return { kind: 'product', ...(await productData(api, preview.product)) };
}

function PreviewBanner({ published }: { published: boolean }) {
  return (
    <div className="preview-banner" role="note" aria-label="Preview">
      <PadlockIcon className="preview-banner__icon" />
      <div>
        <p className="preview-banner__text">{published ? 'Preview' : PREVIEW_BANNER}</p>
        <p className="preview-banner__hint">
          {published
            ? 'This page is published now: shoppers see it too.'
            : `Shoppers cannot see this page yet. This link works for ${PREVIEW_LIFETIME_MINUTES} minutes after it was made.`}
        </p>
      </div>
    </div>
  );
}

function PreviewPage() {
  const data = useLoaderData() as PreviewData;
  if (data.kind === 'post') {
    return (
      <>
        <PreviewBanner published={data.post.published} />
        <BlogPostArticle key={data.post._id} {...data} />
      </>
    );
  }
  return (
    <>
      <PreviewBanner published={data.product.published} />
      <ProductView product={data.product} alts={data.alts} />
    </>
  );
}

const handle = metaFromData<PreviewData>((data) => ({
  title: `Preview: ${data.kind === 'post' ? data.post.title : data.product.title}`,
  description: PREVIEW_BANNER,
  noIndex: true,
}));

export function previewRoute(api: PublicApi): RouteModule {
  return {
    loader: ({ params }) => loadPreview(api, params.token ?? ''),
    element: <PreviewPage />,
    errorElement: (
      <RecordError
        describe={(error) => routeErrorText(error)}
        back={{ to: '/', label: 'Back to Home' }}
      />
    ),
    handle,
  };
}
