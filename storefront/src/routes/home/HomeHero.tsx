import { Link } from 'react-router';
import { BrandMark } from '../../ui/BrandMark.tsx';
import './HomeHero.css';

export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero__inner">
        <div className="home-hero__text">
          <p className="home-hero__kicker">
            <span aria-hidden="true">✦</span> Handmade with love <span aria-hidden="true">✦</span>
          </p>
          <h1 id="home-hero-title" className="home-hero__title">
            Where Art Meets Imagination
          </h1>
          <p className="home-hero__subline">
            Explore a world of creativity, digital art, and immersive experiences
          </p>
          <div className="home-hero__actions">
            <Link className="button button--primary button--large" to="/portfolio">
              View Portfolio
            </Link>
            <Link className="button button--ghost button--large" to="/shop">
              Browse Shop
            </Link>
          </div>
        </div>
        <div className="home-hero__art" aria-hidden="true">
          <span className="home-hero__bubble home-hero__bubble--one" />
          <span className="home-hero__bubble home-hero__bubble--two" />
          <span className="home-hero__mascot">
            <BrandMark size={220} />
          </span>
          <span className="home-hero__sparkle home-hero__sparkle--one">✦</span>
          <span className="home-hero__sparkle home-hero__sparkle--two">♡</span>
          <span className="home-hero__sparkle home-hero__sparkle--three">✧</span>
          <span className="home-hero__sparkle home-hero__sparkle--four">♡</span>
        </div>
      </div>
    </section>
  );
}
