import { Link } from 'react-router';
import type { ShopSettings } from '@kawaii/shared';
import { FooterNewsletter } from './FooterNewsletter.tsx';
import { BrandMark } from '../ui/BrandMark.tsx';
import { socialLinks } from './social-links.ts';
import './Footer.css';

const EXPLORE_LINKS = [
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/blog', label: 'Blog' },
  { to: '/games', label: 'Games' },
  { to: '/shop', label: 'Shop' },
  { to: '/commissions', label: 'Commissions' },
];

/** About text, explore links, social links and the legal pages. */
export function Footer({
  shopName,
  settings,
}: {
  shopName: string;
  settings: ShopSettings | null;
}) {
  const social = settings ? socialLinks(settings.social) : [];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            <BrandMark size={34} /> {shopName}
          </h2>
          {settings?.aboutText && <p>{settings.aboutText}</p>}
          {settings?.contactEmail && (
            <p>
              <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
            </p>
          )}
        </section>
        <nav className="site-footer__column" aria-labelledby="footer-explore">
          <h2 id="footer-explore">Explore</h2>
          <ul>
            {EXPLORE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__column site-footer__newsletter">
          <FooterNewsletter />
        </div>
        {social.length > 0 && (
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
        )}
      </div>
      <div className="site-footer__legal">
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
      </div>
    </footer>
  );
}
