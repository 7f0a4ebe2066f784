// The error screen inside the page chrome: the root route's fallback for unknown paths and
// failures (root.tsx loads it on demand in the browser), and the not-found screen of the pages
// whose data is read in the browser.

import { Link } from 'react-router';
import { BrandMark } from '../ui/BrandMark.tsx';
import { DocumentTitle } from '../ui/DocumentTitle.tsx';
import { DEFAULT_SITE_NAME, documentTitle } from './meta.ts';
import { useRootData } from './root-data.ts';

/**
 * The body of the error screen, inside the page chrome. Pages whose data is read in the browser
 * (an order page opened without its key) show the same not-found screen as an unknown path.
 */
export function ErrorScreen({ notFound, detail }: { notFound: boolean; detail: string }) {
  const siteName = useRootData()?.settings?.shopName || DEFAULT_SITE_NAME;
  return (
    <>
      <DocumentTitle
        title={documentTitle(notFound ? 'Page not found' : 'Something went wrong', siteName)}
      />
      <section className="root-error">
        <p className="root-error__face">
          <BrandMark size={96} mood="sad" />
        </p>
        <h1>Unexpected Application Error!</h1>
        <p className="root-error__detail">{detail}</p>
        <p>
          {notFound
            ? 'This page wandered off to nap somewhere. Let us take you back home.'
            : 'Something went wrong on our side. Please try again in a moment.'}
        </p>
        <Link className="button button--primary" to="/">
          Back to Home
        </Link>
      </section>
    </>
  );
}
