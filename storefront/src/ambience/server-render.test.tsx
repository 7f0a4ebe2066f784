import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { renderPage } from '../entry-server.tsx';
import { fixtureApi } from '../test/fixtures.ts';
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

it('serves the header and chat buttons whole, for the browser to keep', async () => {
  const result = await renderPage({
    url: 'https://shop.example/',
    origin: 'https://shop.example',
    template: '<div id="root"><!--app-html--></div><!--app-head-->',
    api: fixtureApi(),
  });
  if (result.kind !== 'html') throw new Error(`expected a page, got ${result.kind}`);
  const music = /<span class="music-toggle-slot">(.*?)<\/span>/.exec(result.html)?.[1];
  expect(music).toContain('aria-label="Play background music"');
  expect(music).toContain('<svg');
  const chat = /<span class="chat-widget-slot">(.*?)<\/span>/.exec(result.html)?.[1];
  expect(chat).toContain('aria-label="Open chat with the art assistant"');
  // The drawings the browser keeps as served: the cart's bag and the theme's two icons.
  expect(/<svg class="cart-button__bag"[^>]*>(.*?)<\/svg>/.exec(result.html)?.[1]).toContain(
    '<path',
  );
  expect(result.html.match(/theme-toggle__icon--(pink|blue)/g)).toHaveLength(2);
});
