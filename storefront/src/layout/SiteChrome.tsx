import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ShopSettings } from '@kawaii/shared';
import { ThemeLayer } from '../ambience/ThemeLayer.tsx';
import { CartRoot } from '../cart/CartRoot.tsx';
import { ChatWidgetSlot } from '../chat/ChatWidgetSlot.tsx';
import { DEFAULT_SITE_NAME } from '../routes/meta.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { PageViewReporter } from './PageViewReporter.tsx';
import './SiteChrome.css';

/** The staff's working screens: /admin and anything under it. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * Everything around a page: skip link, header, main landmark, footer, and the page-wide layers
 * (falling petals or snow, the chat widget, the cart panel). Inside /admin nothing drifts over
 * the working forms, and on a phone the chat button stays out of the way of the lists.
 */
export function SiteChrome({
  settings,
  children,
}: {
  settings: ShopSettings | null;
  children: ReactNode;
}) {
  const shopName = settings?.shopName || DEFAULT_SITE_NAME;
  const admin = isAdminPath(useLocation().pathname);
  return (
    <div className={admin ? 'site site--admin' : 'site'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavigationProgress />
      <PageViewReporter />
      {!admin && <ThemeLayer />}
      <Header shopName={shopName} />
      <main id="main" className="site__main" tabIndex={-1}>
        {children}
      </main>
      <Footer shopName={shopName} settings={settings} />
      <ChatWidgetSlot />
      <CartRoot settings={settings} />
    </div>
  );
}
