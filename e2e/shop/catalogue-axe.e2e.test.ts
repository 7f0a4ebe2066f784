// The doll maker's catalogue passes axe (WCAG 2.1 A and AA, serious and critical) in both themes:
// a product page with its option pickers (radio groups, a sold-out option shown and disabled), a
// sold one-of-a-kind piece, a pre-order and a made-to-order piece, the portfolio's Sold section,
// the commission form prefilled from a sold piece, and the admin product form's options and
// variants editor with the pre-order window open.
import type { Product } from '@kawaii/shared';
import { describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { useAdminSite } from '../support/admin-site.ts';
import { seriousAxeViolations, visit } from '../browse/browse-support.ts';
import { adminCard, formModal, openContentTab, signedInPage } from '../admin/content-support.ts';

const desk = useAdminSite();

describe.each(['pink', 'blue'] as const)('axe in the %s theme', (theme) => {
  it('finds no serious or critical violation on the catalogue screens', async () => {
    const url = desk.site.url;
    const products = await getJson<Product[]>(`${url}/api/shop`);
    const [sold] = await getJson<Product[]>(`${url}/api/shop?sold=true`);
    const outfit = products.find((product) => product.options.length === 2)!;
    const madeToOrder = products.find((product) => product.kind === 'made-to-order')!;
    const preorder = products.find((product) => product.preorder)!;
    // A size one of whose colours is sold out: that colour is shown and disabled.
    const soldOutVariant = outfit.variants.find((variant) => variant.stock === 0)!;
    const size = soldOutVariant.options['Size']!;
    const { page, pageErrors } = await signedInPage(desk.browser, desk.admin, { theme });
    const problems: Record<string, unknown> = {};
    const check = async (name: string) => {
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) problems[name] = violations;
    };

    await visit(page, `${url}/shop/${outfit._id}`);
    await page.getByRole('group', { name: /^Size/ }).getByRole('radio', { name: size }).check();
    const colours = page.getByRole('group', { name: /^Colour/ });
    expect(
      await colours.getByRole('radio', { name: soldOutVariant.options['Colour']! }).isDisabled(),
    ).toBe(true);
    await check('product with option pickers and a sold-out option');
    for (const [name, path] of [
      ['sold one-of-a-kind piece', `/shop/${sold!._id}`],
      ['pre-order', `/shop/${preorder._id}`],
      ['made to order', `/shop/${madeToOrder._id}`],
      ['shop Sold view', '/shop?show=sold'],
      ['portfolio with its Sold section', '/portfolio'],
      [
        'commission form prefilled from a sold piece',
        `/commissions?${new URLSearchParams({ similar: sold!.title, product: sold!._id }).toString()}`,
      ],
    ] as const) {
      await visit(page, `${url}${path}`);
      await check(name);
    }

    await openContentTab(page, desk.site, 'shop');
    await adminCard(page, outfit.title)
      .getByRole('button', { name: `Edit ${outfit.title}` })
      .click();
    const form = formModal(page, 'Edit Product');
    await form.getByRole('table', { name: 'Variants' }).waitFor();
    await form.getByLabel('Take pre-orders').check();
    await form.getByLabel('Pre-orders open').waitFor();
    await check('admin product form with options, variants and a pre-order window');
    expect(problems).toEqual({});
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
