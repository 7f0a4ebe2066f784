import react from '@vitejs/plugin-react';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';
import { smallPreloadHelper } from './vite-preload-helper.ts';

// react-router's package exports name only its development build (warnings and checks that
// production never needs); the browser bundle takes the production build it also ships.
const reactRouterDir = dirname(fileURLToPath(import.meta.resolve('react-router/package.json')));
const reactRouterBuild = (file: string) => join(reactRouterDir, 'dist', 'production', file);

// Two builds (package.json "build"): the browser bundle into dist/client, then
// `vite build --ssr src/entry-server.tsx --outDir dist/server` for the API to render pages with.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), smallPreloadHelper(), precompress()],
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
          { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
        ],
      },
  // public/ (the favicon) belongs to the browser build only.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist/client',
    // .vite/manifest.json: the server names each page's own chunk and styles in its head.
    manifest: !isSsrBuild,
    // A chunk loaded on demand brings its stylesheets (the import helper adds and awaits them),
    // but the helper does not preload the chunks it imports: that list named nearly every file
    // of the build in the entry (0.8 KB gzipped of incompressible hashes on every page's first
    // load). A page's own chunks are named in its HTML by the server; on a later navigation the
    // shared chunks it imports are usually loaded already, else they follow one round trip later.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // zod only serves forms (checkout, dashboard, admin), all loaded on demand. In a chunk
        // of its own it cannot end up sharing one with a small rule every page needs.
        // In the browser, everything the entry imports statically (React, the router, the page
        // chrome and the small helpers pages share with it) is one chunk: split by default into
        // half a dozen files, each cost its own request (about 1 KB of response headers) and its
        // own gzip frame on every page's first load.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            ...(isSsrBuild
              ? []
              : [
                  { name: 'boot', tags: ['$initial' as const] },
                  // The upload path rules (the admin's media screens read them): the stored
                  // images' rules import one of their constants, for a path only the server
                  // builds. In a chunk of their own they are not pulled into the page kit below,
                  // which every public page loads.
                  { name: 'upload-paths', test: /rules[\\/]upload-paths\.ts$/ },
                  // The tiny helpers and parts the public pages share: one file of about 2 KB
                  // gzipped for a record's page (records, paths, image sizes, money, deposits,
                  // the stored-image tag, the price tag, paragraphs, tag list, page header, the
                  // record error screen), and two more for the lists (below), not three to eight
                  // requests of a few hundred bytes each. Over HTTP/1.1 a phone opens six connections, so a
                  // product page's ten scripts queued behind one another and the last ones came
                  // in well after the entry; every request also costs about 1 KB of headers. A
                  // product page does not carry the lists' part. A module renamed away from these
                  // lists just falls back to the automatic split.
                  {
                    name: 'page-kit',
                    test: /[\\/](domain[\\/](entities|catalogue)|rules[\\/](public-paths|images|money|deposits)|ui[\\/](StoredImage|PriceTag|Paragraphs|TagList|PageHeader)|layout[\\/]RecordError|routes[\\/]image-alts|chat[\\/]viewed-product)\.tsx?$/,
                  },
                  // The styles of the parts a product page shows as the server rendered them
                  // before their scripts load (its content stays as served until used): files of
                  // styles only (no script), named by the product page's chunk as by the chunks
                  // of the parts they style, which other pages load.
                  {
                    name: 'keep-css',
                    test: /[\\/](catalog[\\/]WishlistButton|ui[\\/]Gallery)\.css$/,
                  },
                  {
                    name: 'buy-css',
                    test: /[\\/](cart[\\/]AddToCartButton|ui[\\/](QuantityStepper|ShopPolicy|StockStatus)|catalog[\\/]Availability)\.css$/,
                  },
                  // A product page's parts, in as few files as a phone's six connections take
                  // at once: the wishlist button with the state it reads and the gallery's
                  // thumbnails (the artwork page shares all three; its own Gallery stays in its
                  // page's chunk), Add to Cart and the rules of the line it adds and its price
                  // (the shop shares that one; the cart panel and checkout load it before they
                  // need those rules). The quantity stepper, which the shop does not show, loads
                  // with the product page's content or the cart panel.
                  {
                    name: 'keep-and-show',
                    test: /[\\/](catalog[\\/]WishlistButton|stores[\\/]wishlist-state|ui[\\/]GalleryThumbs)\.tsx?$/,
                  },
                  {
                    name: 'add-to-cart',
                    test: /[\\/](cart[\\/](AddToCartButton|use-add-to-cart)|ui[\\/](ShopPolicy|StockStatus)|catalog[\\/]Availability|rules[\\/](cart-product|product-price))\.tsx?$/,
                  },
                  // The commissions page's small shared parts (the sizes, the one-line rule, the
                  // celebration, the form's field messages): one file, not four.
                  {
                    name: 'commission-kit',
                    test: /[\\/](domain[\\/]commission|rules[\\/]single-line|ui[\\/](CelebrationBurst|field-messages))\.tsx?$/,
                  },
                  // What the lists share, in three files: Load more, the search form and the
                  // cards' small rules (every list page and a post), the artwork cards (the home
                  // page, the portfolio, a post) and the post cards (the home page, the blog); so
                  // the shop carries no cards, the portfolio no post cards and the blog no artwork
                  // cards. Only the artwork cards bring a stylesheet: the search form's and the
                  // post cards' come with the pages' own, so the entry names one more at most.
                  {
                    name: 'list-kit',
                    test: /[\\/](domain[\\/]queries|rules[\\/](list-pages|post-images)|ui[\\/](LoadMore|SearchForm)|catalog[\\/]card-image-alt)\.tsx?$/,
                  },
                  {
                    name: 'artwork-card',
                    test: /[\\/]catalog[\\/]ArtworkCard\.tsx$/,
                  },
                  {
                    name: 'post-card',
                    test: /[\\/]catalog[\\/]PostCard\.tsx$/,
                  },
                ]),
          ],
        },
      },
    },
  },
  ssr: {
    // Shared ships TypeScript sources, so it is bundled; react and the other packages stay
    // external and are loaded from node_modules by the API process.
    noExternal: ['@kawaii/shared'],
  },
}));
