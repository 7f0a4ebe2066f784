import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template.ts';

describe('fillTemplate', () => {
  it('puts head tags and markup in their places, taking $ literally', () => {
    const template = '<head><!--app-head--></head><div id="root"><!--app-html--></div>';
    expect(fillTemplate(template, { head: '<title>$&</title>', html: '<p>$1.00</p>' })).toBe(
      '<head><title>$&</title></head><div id="root"><p>$1.00</p></div>',
    );
  });

  it('refuses a template without placeholders', () => {
    expect(() => fillTemplate('<html></html>', { head: '', html: '' })).toThrow(/placeholder/);
  });

  it("gives the template's inline scripts the nonce, and only them", () => {
    const template =
      '<head><script>theme()</script><script type="module" src="/a.js"></script><!--app-head--></head>' +
      '<div id="root"><!--app-html--></div>';
    const page = fillTemplate(template, { head: '', html: '<script>x</script>', nonce: 'n0nce' });
    expect(page).toContain('<script nonce="n0nce">theme()</script>');
    expect(page).toContain('<script type="module" src="/a.js"></script>');
    expect(page).toContain('<div id="root"><script>x</script></div>');
  });
});
