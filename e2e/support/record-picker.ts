// The staff forms' record picker (a search box over the shop's products, artworks or posts).

import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** The picker labelled `label` inside `scope`: its search box, its matches and their names. */
export function recordPicker(scope: Locator, label: string) {
  const box = scope.getByRole('combobox', { name: label });
  const list = scope.getByRole('listbox', { name: label });
  const options = list.getByRole('option');
  return {
    box,
    list,
    options,
    names: () => options.locator('.record-picker__name').allTextContents(),
    /** The match showing `name` (its note, "hidden from the shop", is part of its own name). */
    option: (name: string) =>
      options.filter({ has: scope.page().getByText(name, { exact: true }) }),
  };
}

/**
 * Opens the picker labelled `label` inside `scope` and waits for its first match. Answers the
 * search box, that match and the name it shows, so a test can pick it by keyboard or by click.
 */
export async function firstPickerMatch(scope: Locator, label: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  const match = scope.getByRole('listbox', { name: label }).getByRole('option').first();
  await match.waitFor();
  const name = (await match.locator('.record-picker__name').textContent())!;
  return { box, match, name };
}

/**
 * Types `search` (part of a name) into the picker and picks the record named `name`: by the
 * keyboard (the arrow onto it, then Enter) or by a click. A keyboard pick waits until the search
 * has settled on that one record, so `search` must match it alone.
 */
export async function pickBySearch(
  scope: Locator,
  label: string,
  search: string,
  name: string,
  by: 'keyboard' | 'click',
): Promise<void> {
  const picker = recordPicker(scope, label);
  await picker.box.fill(search);
  if (by === 'click') {
    await picker.option(name).click();
    return;
  }
  // Until the search settles, the matches of what was typed before stay on screen.
  await expect.poll(picker.names).toEqual([name]);
  await picker.box.press('ArrowDown');
  expect(await picker.box.getAttribute('aria-activedescendant')).toBe(
    await picker.option(name).getAttribute('id'),
  );
  await picker.box.press('Enter');
}

/** The chips of the records a many-item picker has chosen, e.g. 'Chosen products'. */
export function chosenChips(scope: Locator, plural: string) {
  const list = scope.getByRole('list', { name: `Chosen ${plural}` });
  return {
    list,
    names: () => list.locator('.record-picker__chip--shown .record-picker__name').allTextContents(),
    remove: (name: string) => list.getByRole('button', { name: `Remove ${name}` }).click(),
  };
}
