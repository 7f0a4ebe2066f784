import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { MusicToggle } from './music/MusicToggle.tsx';
import { ThemeLayer } from './ThemeLayer.tsx';

it('renders no theme layer on the server, so hydration has nothing random to match', () => {
  expect(renderToString(<ThemeLayer />)).toBe('');
});

it('renders the music button off on the server (the saved choice is read in the browser)', () => {
  const html = renderToString(<MusicToggle />);
  expect(html).toContain('aria-pressed="false"');
  expect(html).toContain('aria-label="Play background music"');
});
