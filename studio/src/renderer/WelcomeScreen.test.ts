import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WelcomeScreen } from './WelcomeScreen.tsx';

const render = (version: string, platform: string) =>
  renderToStaticMarkup(createElement(WelcomeScreen, { bridge: { version, platform } }));

describe('WelcomeScreen', () => {
  it('names the studio and says when the admin screens arrive', () => {
    const html = render('0.1.0', 'darwin');
    expect(html).toContain('<h1>Kawaii Atelier Studio</h1>');
    expect(html).toContain('The admin screens arrive with the studio issue');
  });

  it('shows the version and a readable platform name from the bridge', () => {
    expect(render('0.1.0', 'darwin')).toContain('Version 0.1.0 · macOS');
    expect(render('2.3.4', 'win32')).toContain('Version 2.3.4 · Windows');
    expect(render('2.3.4', 'freebsd')).toContain('Version 2.3.4 · freebsd');
  });
});
