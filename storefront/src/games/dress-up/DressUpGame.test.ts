import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DRESS_UP_GROUPS, DRESS_UP_SLOTS, type Outfit } from '@kawaii/shared';
import { Doll } from './Doll.tsx';
import { DressUpGame } from './DressUpGame.tsx';
import { OPTION_COUNTS, SLOT_LABELS } from './catalogue.ts';

const noop = () => {};
const gameMarkup = renderToStaticMarkup(createElement(DressUpGame, { onBack: noop }));

function count(markup: string, pattern: RegExp): number {
  return markup.match(new RegExp(pattern, 'g'))?.length ?? 0;
}

function dollMarkup(outfit: Outfit): string {
  return renderToStaticMarkup(createElement(Doll, { outfit }));
}

describe('DressUpGame (server rendered)', () => {
  it('renders one numbered option button per option of every slot, none worn yet', () => {
    for (const slot of DRESS_UP_SLOTS) {
      const label = SLOT_LABELS[slot];
      expect(count(gameMarkup, new RegExp(`aria-label="${label} option \\d+"`))).toBe(
        OPTION_COUNTS[slot],
      );
      expect(gameMarkup).toContain(`aria-label="${label} option ${OPTION_COUNTS[slot]}"`);
    }
    const optionButtons = count(gameMarkup, /class="dress-up-option"/);
    expect(optionButtons).toBe(Object.values(OPTION_COUNTS).reduce((a, b) => a + b, 0));
    expect(count(gameMarkup, /aria-pressed="false"/)).toBe(optionButtons);
    expect(count(gameMarkup, /class="dress-up-thumbnail"/)).toBe(optionButtons);
  });

  it('shows the accordion groups with only the first one open', () => {
    for (const group of DRESS_UP_GROUPS) {
      expect(gameMarkup).toContain(`<span>${group.label.replace('&', '&amp;')}</span>`);
    }
    expect(count(gameMarkup, /aria-expanded="true"/)).toBe(1);
    expect(count(gameMarkup, /aria-expanded="false"/)).toBe(DRESS_UP_GROUPS.length - 1);
    expect(gameMarkup.indexOf('aria-expanded="true"')).toBeLessThan(gameMarkup.indexOf('Wig'));
  });

  it('has the game buttons', () => {
    for (const name of ['Back to Games', 'Randomize', 'Reset', 'Save as picture']) {
      expect(gameMarkup).toContain(name);
    }
  });

  it('starts with a bare doll described for screen readers', () => {
    expect(gameMarkup).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Doll wearing nothing yet"/);
  });
});

describe('Doll', () => {
  it('describes what is worn in its aria-label', () => {
    expect(dollMarkup({ wig: 2, dress: 4, shoes: 1 })).toMatch(
      /^<svg[^>]*role="img"[^>]*aria-label="Doll wearing wig 2, dress 4, shoes 1"/,
    );
  });

  it('draws nothing of a shirt or skirt under a dress', () => {
    expect(dollMarkup({ dress: 2, shirt: 1, skirt: 3 })).toBe(dollMarkup({ dress: 2 }));
    expect(dollMarkup({ shirt: 1, skirt: 3 })).not.toBe(dollMarkup({}));
  });

  it('draws a different picture for every option of a slot', () => {
    for (const slot of DRESS_UP_SLOTS) {
      const pictures = new Set(
        Array.from({ length: OPTION_COUNTS[slot] }, (_, i) =>
          dollMarkup({ [slot]: i + 1 }).replace(/aria-label="[^"]*"/, ''),
        ),
      );
      expect(pictures.size).toBe(OPTION_COUNTS[slot]);
    }
  });

  it('keeps the picture self-contained for saving: no text, fonts or images', () => {
    const markup = dollMarkup({ wig: 1, dress: 1, shoes: 1, headwear: 1, handAccessory: 1 });
    expect(markup).not.toMatch(/<(text|image|foreignObject)\b/);
    expect(markup).not.toMatch(/href=|url\((?!#)/);
  });
});
