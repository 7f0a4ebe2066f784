import { describe, expect, it } from 'vitest';
import { inlinePageStylesheets, inlineStylesheets } from './inline-styles.ts';

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

describe('inlinePageStylesheets', () => {
  it("writes a page's own sheets in and keeps their links, typed so that none is fetched", () => {
    const head =
      '<style>body{color:pink}</style>' +
      '<link rel="stylesheet" crossorigin href="/assets/home-1.css">' +
      '<link rel="modulepreload" crossorigin href="/assets/home-1.js">';
    const page = inlinePageStylesheets(head, (file) =>
      file === 'assets/home-1.css' ? '.hero{color:blue}' : '',
    );
    expect(page).toBe(
      '<style>body{color:pink}</style>' +
        '<style>.hero{color:blue}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/home-1.css" type="text/x-inlined-css">' +
        '<link rel="modulepreload" crossorigin href="/assets/home-1.js">',
    );
  });
});
