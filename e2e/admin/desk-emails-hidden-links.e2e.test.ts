// An admin reads the shop's mail, but never a link that signs someone in: the artist's own
// password-reset mail shows a note where its link was, in the preview and the plain text alike,
// while the copy delivered to the artist (the .eml the embedded default keeps) still holds it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmailPage } from '@kawaii/shared';
import { describe, expect, it } from 'vitest';
import { useAdminSite } from '../support/admin-site.ts';
import { api, DEMO, openAdminTab, signedInPage } from './desk-support.ts';

const NOTE = 'link hidden: it signs the recipient in';
const desk = useAdminSite();

describe('the Emails tab and sign-in links', () => {
  it("shows the artist's reset mail with its link hidden", async () => {
    await api(desk.site, 'POST', '/auth/password/forgot', {
      body: { email: DEMO.superadmin.email },
    });
    const reset = async () => {
      const { emails } = await api<EmailPage>(desk.site, 'GET', '/emails', {
        token: desk.admin.token,
      });
      return (
        emails.find(
          (email) =>
            email.to === DEMO.superadmin.email &&
            email.kind === 'password-reset' &&
            email.status === 'stored',
        ) ?? null
      );
    };
    await expect.poll(reset, { timeout: 60_000 }).not.toBeNull();
    const email = (await reset())!;

    const { page, consoleErrors, pageErrors } = await signedInPage(desk.browser, desk.admin);
    await openAdminTab(page, desk.site, 'emails');
    await page
      .getByRole('button', { name: /Reset your password/ })
      .first()
      .click();
    const preview = page.getByRole('article', { name: 'Reset your password' });
    const message = page.frameLocator('.email-preview__frame');
    await message.getByText(`Choose a new password (${NOTE})`).waitFor();
    expect(await message.locator('a').count()).toBe(0);
    await preview.getByText('Plain-text version').click();
    const text = (await preview.locator('pre').textContent()) ?? '';
    expect(text).toContain(`Choose a new password: (${NOTE})`);
    expect(text).not.toContain('token');
    expect([...consoleErrors, ...pageErrors], [...consoleErrors, ...pageErrors].join('\n')).toEqual(
      [],
    );

    // The artist's own copy works.
    const file = join(desk.site.dataDir, 'mail', `${email._id}.eml`);
    expect(existsSync(file)).toBe(true);
    const delivered = readFileSync(file, 'utf8').replace(/=\r?\n/g, '');
    expect(delivered).toMatch(/\/reset-password\?token=[\w-]+/);
  });
});
