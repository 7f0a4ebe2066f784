// The footer: about text, explore links, the newsletter sign-up, social links and the legal pages.
// Apart from the sign-up, it is text and links, the same on every page: the server renders them
// (FooterParts.tsx) and the browser keeps that markup as served instead of hydrating it, so no
// page's first load carries them; a press on one of its links moves in place, as the router's
// links do. Where the browser renders a footer of its own (an error screen after a client
// navigation), the parts load then.

import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import type { ShopSettings } from '@kawaii/shared';
import { useServed } from '../ui/use-served.ts';
import { FooterNewsletter } from './FooterNewsletter.tsx';
import type * as FooterPartsModule from './FooterParts.tsx';
import './Footer.css';

type Parts = typeof FooterPartsModule;

// Server only, and imported so that the browser's bundle leaves it out of the first load.
const partsAsServed: Parts | null = import.meta.env.SSR ? await import('./FooterParts.tsx') : null;

/** An element whose content is the served markup while `keep` (React renders nothing into it). */
function Kept({
  as: Element,
  keep,
  children,
  ...props
}: {
  as: 'div' | 'nav' | 'section';
  keep: boolean;
  children: ReactNode;
  className: string;
  'aria-labelledby'?: string;
}) {
  return keep ? (
    <Element {...props} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  ) : (
    <Element {...props}>{children}</Element>
  );
}

/** A press on a link of the served markup: in place, as a router link does (a new tab or an
 * address elsewhere as the browser does it). */
function followInPlace(event: MouseEvent, navigate: NavigateFunction): void {
  const link = (event.target as Element).closest('a');
  if (!link || event.defaultPrevented || event.button !== 0 || link.target) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  if (link.origin !== location.origin) return;
  event.preventDefault();
  void navigate(link.pathname + link.search + link.hash);
}

export function Footer({
  shopName,
  settings,
}: {
  shopName: string;
  settings: ShopSettings | null;
}) {
  // The browser keeps the markup while it hydrates the server's page, and from then on.
  const keep = useServed() && !import.meta.env.SSR;
  const navigate = useNavigate();
  const [parts, setParts] = useState(partsAsServed);
  useEffect(() => {
    if (!keep) void import('./FooterParts.tsx').then((loaded) => setParts(() => loaded));
  }, [keep]);

  return (
    <footer
      className="site-footer"
      onClick={keep ? (event) => followInPlace(event, navigate) : undefined}
    >
      <div className="site-footer__inner">
        <Kept
          as="section"
          keep={keep}
          className="site-footer__about"
          aria-labelledby="footer-about"
        >
          {parts && <parts.FooterAbout shopName={shopName} settings={settings} />}
        </Kept>
        <Kept as="nav" keep={keep} className="site-footer__column" aria-labelledby="footer-explore">
          {parts && <parts.FooterExplore />}
        </Kept>
        <div className="site-footer__column site-footer__newsletter">
          <FooterNewsletter />
        </div>
        {/* Takes no room: its navigation, when the shop has social links, is the grid's item. */}
        <Kept as="div" keep={keep} className="site-footer__social">
          {parts && <parts.FooterSocial settings={settings} />}
        </Kept>
      </div>
      <Kept as="div" keep={keep} className="site-footer__legal">
        {parts && <parts.FooterLegal shopName={shopName} />}
      </Kept>
    </footer>
  );
}
