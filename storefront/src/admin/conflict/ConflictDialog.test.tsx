import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ConflictDialog } from './ConflictDialog.tsx';

const noop = () => undefined;

describe('ConflictDialog', () => {
  it('names the item, lists each differing field with both values, and offers the three choices', () => {
    const html = renderToStaticMarkup(
      <ConflictDialog
        title="Strawberry Bunny"
        mine={{ title: 'Strawberry Bunny', price: 30, version: 2 }}
        current={{ title: 'Strawberry Bunny', price: 35, version: 3, updatedAt: 'x' }}
        onReload={noop}
        onOverwrite={noop}
        onCancel={noop}
      />,
    );
    expect(html).toContain('This item was changed somewhere else');
    expect(html).toContain('“Strawberry Bunny”');
    expect(html).toMatch(/<h3[^>]*>Price<\/h3>.*<dd>30<\/dd>.*<dd>35<\/dd>/);
    expect(html).not.toContain('Version');
    for (const label of ['Cancel', 'Load their version', 'Keep mine and overwrite']) {
      expect(html).toContain(`>${label}</button>`);
    }
  });

  it('says so when only the version moved', () => {
    const html = renderToStaticMarkup(
      <ConflictDialog
        mine={{ title: 'A', version: 1 }}
        current={{ title: 'A', version: 2 }}
        onReload={noop}
        onOverwrite={noop}
        onCancel={noop}
      />,
    );
    expect(html).toContain('The saved version has the same values as yours.');
    expect(html).not.toContain('Fields that differ');
  });
});
