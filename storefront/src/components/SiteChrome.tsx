import type { ReactNode } from 'react';
import type { ShopSettings } from '@kawaii/shared';
import { ThemeLayer } from '../ambience/ThemeLayer.tsx';
import { CartRoot } from '../cart/CartRoot.tsx';
import { ChatWidget } from '../chat/ChatWidget.tsx';
import { DEFAULT_SITE_NAME } from '../routes/meta.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import './SiteChrome.css';

/**
 * Everything around a page: skip link, header, main landmark, footer, and the page-wide layers
 * (falling petals or snow, the chat widget, the cart panel).
 */
export function SiteChrome({
  settings,
  children,
}: {
  settings: ShopSettings | null;
  children: ReactNode;
}) {
  const shopName = settings?.shopName || DEFAULT_SITE_NAME;
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavigationProgress />
      <ThemeLayer />
      <Header shopName={shopName} />
      <main id="main" className="site__main" tabIndex={-1}>
        {children}
      </main>
      <Footer shopName={shopName} settings={settings} />
      <ChatWidget />
      <CartRoot settings={settings} />
    </div>
  );
}
