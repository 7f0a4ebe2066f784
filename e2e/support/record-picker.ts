// The staff forms' record picker (a search box over the shop's products, artworks or posts).

import type { Locator } from 'playwright-core';

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
