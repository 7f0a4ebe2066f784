// The footer's text and links (Footer.tsx keeps them as the server rendered them): each part is
// what goes inside its element of the footer. The browser loads this module only to render a
// footer of its own.

import { Link } from 'react-router';
import type { ShopSettings } from '@kawaii/shared';
import { BrandMark } from '../ui/BrandMark.tsx';
import { socialLinks } from './social-links.ts';

const EXPLORE_LINKS = [
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/blog', label: 'Blog' },
  { to: '/games', label: 'Games' },
  { to: '/shop', label: 'Shop' },
  { to: '/commissions', label: 'Commissions' },
];

export function FooterAbout({
  shopName,
  settings,
}: {
  shopName: string;
  settings: ShopSettings | null;
}) {
  return (
    <>
      <h2 id="footer-about" className="site-footer__brand">
        <BrandMark size={34} /> {shopName}
      </h2>
      {settings?.aboutText && <p>{settings.aboutText}</p>}
      {settings?.contactEmail && (
        <p>
          <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
        </p>
      )}
    </>
  );
}

export function FooterExplore() {
  return (
    <>
      <h2 id="footer-explore">Explore</h2>
      <ul>
        {EXPLORE_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export function FooterSocial({ settings }: { settings: ShopSettings | null }) {
  const social = settings ? socialLinks(settings.social) : [];
  if (social.length === 0) return null;
  return (
    <nav className="site-footer__column" aria-labelledby="footer-social">
      <h2 id="footer-social">Follow Along</h2>
      <ul>
        {social.map((link) => (
          <li key={link.network}>
            <a href={link.href} rel="me noopener noreferrer" target="_blank">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function FooterLegal({ shopName }: { shopName: string }) {
  return (
    <>
      <p>
        © {new Date().getFullYear()} {shopName} · Made with <span aria-hidden="true">♡</span>
        <span className="visually-hidden">love</span>
      </p>
      <ul>
        <li>
          <Link to="/privacy">Privacy Policy</Link>
        </li>
        <li>
          <Link to="/terms">Terms of Use</Link>
        </li>
      </ul>
    </>
  );
}
