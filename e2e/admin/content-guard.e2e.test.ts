// A helper half-way through a new post presses Escape, or the close button, or Cancel, or goes to
// another tab: nothing is lost without 'Discard your changes?'. A refused 'Create Post' brings its
// reason into view and into focus, on a phone as on a desktop.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAdminSite } from '../support/admin-site.ts';
import { FLOW_TIMEOUT_MS, formModal, openContentTab, signedInPage } from './content-support.ts';
import { openAdminTab } from './desk-support.ts';

const desk = useAdminSite();

const discardQuestion = (page: Page) => page.getByRole('dialog', { name: 'Discard your changes?' });

async function openNewPost(page: Page): Promise<Locator> {
  await openContentTab(page, desk.site, 'blog');
  await page.getByRole('button', { name: 'Add New' }).click();
  const form = formModal(page, 'Add New Blog Post');
  await form.getByLabel('Title').waitFor();
  return form;
}

/** Whether the element that has the focus is inside the window's visible area. */
function focusedInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    const box = focused.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });
}

describe.each([390, 1280])('unsaved changes at %i px', (width) => {
  it(
    'asks before Escape, the close button or Cancel drop a changed form',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin, {
        width,
      });
      let form = await openNewPost(page);

      // An untouched form closes at once.
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });

      form = await openNewPost(page);
      await form.getByLabel('Title').fill('Half a Thought');
      await page.keyboard.press('Escape');
      const question = discardQuestion(page);
      await question.waitFor();
      await question.getByText('Your changes to this form have not been saved yet.').waitFor();
      // The safe choice has the focus.
      expect(
        await question
          .getByRole('button', { name: 'Keep editing' })
          .evaluate((button) => button === document.activeElement),
      ).toBe(true);
      await question.getByRole('button', { name: 'Keep editing' }).click();
      await question.waitFor({ state: 'detached' });
      expect(await form.getByLabel('Title').inputValue()).toBe('Half a Thought');

      // Escape on the question itself keeps editing too.
      await form.getByRole('button', { name: 'Close Add New Blog Post' }).click();
      await question.waitFor();
      await page.keyboard.press('Escape');
      await question.waitFor({ state: 'detached' });
      expect(await form.isVisible()).toBe(true);

      await form.getByRole('button', { name: 'Cancel' }).click();
      await question.getByRole('button', { name: 'Discard' }).click();
      await form.waitFor({ state: 'detached' });

      // Put back as it was, the form holds nothing to lose.
      form = await openNewPost(page);
      await form.getByLabel('Tags').fill('x');
      await form.getByLabel('Tags').fill('');
      await form.getByRole('button', { name: 'Close Add New Blog Post' }).click();
      await form.waitFor({ state: 'detached' });
      expect([...consoleErrors, ...pageErrors]).toEqual([]);
    },
  );

  it(
    'asks before another tab or the browser Back drops the changes',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const { page } = await signedInPage(desk.browser, desk.admin, { width });
      await openAdminTab(page, desk.site, 'settings');
      await page.getByRole('button', { name: 'Save Settings' }).waitFor();
      await page.getByLabel('About text').fill('Changed, not saved.');

      const goToBlogTab = () => page.getByRole('link', { name: 'Blog Posts' }).click();
      await goToBlogTab();
      const question = discardQuestion(page);
      await question.getByRole('button', { name: 'Keep editing' }).click();
      await question.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('tab')).toBe('settings');
      expect(await page.getByLabel('About text').inputValue()).toBe('Changed, not saved.');

      await goToBlogTab();
      await question.getByRole('button', { name: 'Discard' }).click();
      await page.getByRole('button', { name: 'Add New' }).waitFor();
      expect(new URL(page.url()).searchParams.get('tab')).toBe('blog');

      // A form open in a modal: the browser's Back is held the same way.
      const form = await openNewPost(page);
      await form.getByLabel('Title').fill('Going back?');
      await page.goBack();
      await question.waitFor();
      await question.getByRole('button', { name: 'Keep editing' }).click();
      expect(await form.getByLabel('Title').inputValue()).toBe('Going back?');
      expect(new URL(page.url()).searchParams.get('tab')).toBe('blog');
    },
  );

  it('warns before the browser tab closes over unsaved changes', async () => {
    const { page } = await signedInPage(desk.browser, desk.admin, { width });
    const form = await openNewPost(page);
    await form.getByLabel('Title').fill('Do not lose me');
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    await page.close();
  });

  it(
    'brings the reason for a refused save into view and focus',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const { page } = await signedInPage(desk.browser, desk.admin, { width });
      const form = await openNewPost(page);

      // Nothing filled in: the first invalid field, the title, takes the focus.
      await form.getByRole('button', { name: 'Create Post' }).click();
      await form.getByText('Title is required').waitFor();
      expect(
        await form.getByLabel('Title').evaluate((input) => input === document.activeElement),
      ).toBe(true);
      expect(await focusedInView(page)).toBe(true);

      // Fields filled, but no image: the form-wide message at the bottom is scrolled to.
      await form.getByLabel('Title').fill('No Pictures Yet');
      await form.getByLabel('Category').selectOption({ index: 1 });
      await form.getByLabel('Excerpt').fill('Soon.');
      await form.getByLabel('Content').fill('Pictures to follow.');
      await form.getByLabel('Title').focus();
      await form.evaluate((dialog) => dialog.querySelector('.admin-modal__body')?.scrollTo(0, 0));
      await form.getByRole('button', { name: 'Create Post' }).click();
      const alert = form.getByRole('alert').filter({ hasText: 'At least one image is required' });
      await alert.waitFor();
      expect(await alert.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await focusedInView(page)).toBe(true);
    },
  );
});
