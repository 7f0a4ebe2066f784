// The body of a record page's error screen (RecordError.tsx loads it on demand in the browser).

import { Link, useRouteError } from 'react-router';
import { BrandMark } from '../ui/BrandMark.tsx';
import { DocumentTitle } from '../ui/DocumentTitle.tsx';
import { DEFAULT_SITE_NAME, documentTitle } from '../routes/meta.ts';
import { useRootData } from '../routes/root.tsx';

export interface RecordErrorProps {
  /** The sentence shown for this error, e.g. 'Error: Post not found'. */
  describe(error: unknown): string;
  back: { to: string; label: string };
}

/** A detail page whose record is missing or failed to load, inside the normal page chrome. */
export function RecordErrorScreen({ describe, back }: RecordErrorProps) {
  const text = describe(useRouteError());
  const siteName = useRootData()?.settings?.shopName || DEFAULT_SITE_NAME;
  return (
    <section className="record-error container page-body">
      <DocumentTitle title={documentTitle(text, siteName)} />
      <p className="record-error__face">
        <BrandMark size={96} mood="sad" />
      </p>
      <h1 className="record-error__text">{text}</h1>
      <p>It may have been moved or tucked away. There is plenty more to see!</p>
      <Link className="button button--primary" to={back.to}>
        {back.label}
      </Link>
    </section>
  );
}
