import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-styles.ts';

describe('inlineStylesheets', () => {
  it("writes the template's stylesheets into the page and leaves everything else", () => {
    const template =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    const page = inlineStylesheets(template, (file) =>
      file === 'assets/index-1.css' ? 'body{color:pink}' : '',
    );
    expect(page).toBe(
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<style>body{color:pink}</style></head>',
    );
  });

  it('never lets the sheet close the style element early', () => {
    const page = inlineStylesheets(
      '<link rel="stylesheet" href="/assets/a.css">',
      () => 'a{}</style><b>',
    );
    expect(page).toBe('<style>a{}<\\/style><b></style>');
  });
});
