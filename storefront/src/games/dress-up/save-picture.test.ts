import { describe, expect, it } from 'vitest';
import { inlineCssVariables } from './save-picture.ts';

const theme: Record<string, string> = { '--tone-1': ' #d6e7ff', '--color-primary': '#a7cdff' };
const lookup = (name: string) => theme[name] ?? '';

describe('inlineCssVariables', () => {
  it('replaces theme variables with their current values', () => {
    expect(inlineCssVariables('<stop style="stop-color: var(--tone-1, #ffd9e7);"/>', lookup)).toBe(
      '<stop style="stop-color: #d6e7ff;"/>',
    );
    expect(inlineCssVariables('fill: var(--color-primary)', lookup)).toBe('fill: #a7cdff');
  });

  it('falls back to the given default when the page has no value', () => {
    expect(inlineCssVariables('fill: var(--color-soft, #ffe0ec)', lookup)).toBe('fill: #ffe0ec');
  });

  it('leaves markup without variables alone', () => {
    const markup = '<svg viewBox="0 0 320 400"><circle fill="#fff" r="2"/></svg>';
    expect(inlineCssVariables(markup, lookup)).toBe(markup);
  });
});
