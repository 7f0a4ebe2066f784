import { useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { isStaffRole } from '@kawaii/shared';
import { useSession } from '../stores/session.ts';
import { keptContent } from '../ui/kept-content.ts';
import { MusicToggleSlot } from '../ambience/music/MusicToggleSlot.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { CartButton } from '../cart/CartButton.tsx';
import './Header.css';

// Server only: the browser keeps the served mascot as it is, so its drawing is not in the bundle
// every page loads first (a static import would place it there even unused).
const BrandMarkAsServed = import.meta.env.SSR
  ? (await import('../ui/BrandMark.tsx')).BrandMark
  : null;

const MAIN_LINKS = [
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/blog', label: 'Blog' },
  { to: '/games', label: 'Games' },
  { to: '/shop', label: 'Shop' },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'site-nav__link site-nav__link--active' : 'site-nav__link';

/** Logo, main links, session links and the theme toggle. */
export function Header({ shopName }: { shopName: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useSession((state) => state.user);
  const signOut = useSession((state) => state.signOut);
  const navigate = useNavigate();

  const closeMenu = () => setMenuOpen(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeMenu();
  };
  const logout = () => {
    signOut();
    closeMenu();
    navigate('/');
  };

  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="site-header__inner">
        <Link className="site-header__brand" to="/" onClick={closeMenu}>
          {/* The mascot's drawing is the server's, kept as served. */}
          <span
            className="site-header__mark"
            {...keptContent('header-mark', BrandMarkAsServed && <BrandMarkAsServed size={42} />)}
          />
          <span className="site-header__name">{shopName}</span>
        </Link>
        <nav
          id="site-nav"
          className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}
          aria-label="Main"
        >
          <ul className="site-nav__list">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink className={navClass} to={link.to} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <NavLink className={navClass} to="/dashboard" onClick={closeMenu}>
                  Dashboard
                </NavLink>
              </li>
            )}
            {isStaffRole(user?.role) && (
              <li>
                <NavLink className={navClass} to="/admin" onClick={closeMenu}>
                  Admin Panel
                </NavLink>
              </li>
            )}
            <li className="site-nav__session">
              {user ? (
                <button
                  type="button"
                  className="pill pill--compact pill--filled site-nav__button"
                  onClick={logout}
                >
                  Logout
                </button>
              ) : (
                <NavLink
                  className="pill pill--compact pill--filled site-nav__button"
                  to="/login"
                  onClick={closeMenu}
                >
                  Login
                </NavLink>
              )}
            </li>
          </ul>
        </nav>
        <div className="site-header__tools">
          <MusicToggleSlot />
          <ThemeToggle />
          <CartButton />
          <button
            type="button"
            className="round-button menu-button"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="menu-button__bars" aria-hidden="true" />
            <span className="visually-hidden">Menu</span>
          </button>
        </div>
      </div>
    </header>
  );
}
