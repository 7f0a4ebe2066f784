import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useServed } from '../../ui/use-served.ts';
import type * as ExploreIcons from './explore-icons.ts';
import './ExploreCards.css';

// The four drawings stay as the server drew them, so the home page's first load leaves the icons'
// module out; a home page the browser renders itself loads it (the round badge keeps its size
// meanwhile, so nothing moves).
type Icons = typeof ExploreIcons;
const iconsAsServed: Icons | null = import.meta.env.SSR ? await import('./explore-icons.ts') : null;
let loadedIcons: Icons | undefined;
export const loadExploreIcons = () =>
  import('./explore-icons.ts').then((icons) => (loadedIcons = icons));

type IconName = keyof Icons;

function ExploreIcon({ name }: { name: IconName }) {
  const served = useServed();
  const [icons, setIcons] = useState(() => iconsAsServed ?? (served ? undefined : loadedIcons));
  useEffect(() => {
    if (!served && !icons) void loadExploreIcons().then(setIcons);
  }, [served, icons]);
  if (icons) {
    const Icon = icons[name];
    return (
      <span className="explore-card__icon" aria-hidden="true">
        <Icon />
      </span>
    );
  }
  return (
    <span
      className="explore-card__icon"
      aria-hidden="true"
      {...(served && { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true })}
    />
  );
}

const WORLDS = [
  {
    to: '/portfolio',
    title: 'Art Portfolio',
    text: 'Paintings, dolls and digital dreams, all in one cozy gallery.',
    icon: 'PaletteIcon',
    tone: 'pink',
  },
  {
    to: '/blog',
    title: 'Art Blog',
    text: 'Studio diaries, behind-the-scenes sketches and little tutorials.',
    icon: 'NotebookIcon',
    tone: 'mint',
  },
  {
    to: '/games',
    title: 'Interactive Games',
    text: 'Dress up a doll and play with colours and patterns.',
    icon: 'BowIcon',
    tone: 'lavender',
  },
  {
    to: '/shop',
    title: 'Art Shop',
    text: 'Handmade dolls, prints, stickers and sweet keepsakes.',
    icon: 'ShoppingBagIcon',
    tone: 'peach',
  },
] as const;

/** 'Explore My World': four cards to the four corners of the site. */
export function ExploreCards() {
  return (
    <section className="home-section" aria-labelledby="home-explore">
      <div className="container">
        <h2 id="home-explore" className="section-title">
          Explore My World
        </h2>
        <ul className="explore-cards">
          {WORLDS.map((world) => (
            <li key={world.to}>
              <Link className={`explore-card explore-card--${world.tone}`} to={world.to}>
                <ExploreIcon name={world.icon} />
                <span className="explore-card__title">{world.title}</span>
                <span className="explore-card__text">{world.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
