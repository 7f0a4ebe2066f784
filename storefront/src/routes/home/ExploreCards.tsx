import { Link } from 'react-router';
import { BowIcon, NotebookIcon, PaletteIcon, ShoppingBagIcon } from '../../ui/KawaiiIcons.tsx';
import './ExploreCards.css';

const WORLDS = [
  {
    to: '/portfolio',
    title: 'Art Portfolio',
    text: 'Paintings, dolls and digital dreams, all in one cozy gallery.',
    Icon: PaletteIcon,
    tone: 'pink',
  },
  {
    to: '/blog',
    title: 'Art Blog',
    text: 'Studio diaries, behind-the-scenes sketches and little tutorials.',
    Icon: NotebookIcon,
    tone: 'mint',
  },
  {
    to: '/games',
    title: 'Interactive Games',
    text: 'Dress up a doll and play with colours and patterns.',
    Icon: BowIcon,
    tone: 'lavender',
  },
  {
    to: '/shop',
    title: 'Art Shop',
    text: 'Handmade dolls, prints, stickers and sweet keepsakes.',
    Icon: ShoppingBagIcon,
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
                <span className="explore-card__icon" aria-hidden="true">
                  <world.Icon />
                </span>
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
