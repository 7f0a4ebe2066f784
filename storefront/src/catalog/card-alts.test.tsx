import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aPost, aProduct, anArtwork } from '../test/fixtures.ts';
import { ArtworkCard } from './ArtworkCard.tsx';
import { PostCard } from './PostCard.tsx';
import { ProductCard } from './ProductCard.tsx';

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const imgAlts = (markup: string) =>
  [...markup.matchAll(/<img[^>]* alt="([^"]*)"/g)].map((m) => m[1]);

describe('list cards', () => {
  it("describe their image with the Media Library's alt text", () => {
    const image = ['/uploads/bunny-960x1200.webp'];
    expect(
      imgAlts(html(<ArtworkCard artwork={anArtwork({ images: image, imageAlt: 'A bunny' })} />)),
    ).toEqual(['A bunny']);
    expect(
      imgAlts(html(<ProductCard product={aProduct({ images: image, imageAlt: 'A plush' })} />)),
    ).toEqual(['A plush']);
    expect(
      imgAlts(html(<PostCard post={aPost({ coverImage: image[0]!, imageAlt: 'Paint pots' })} />)),
    ).toEqual(['Paint pots']);
  });

  it('leave an image without stored alt text decorative: the title next to it names it', () => {
    const image = ['/uploads/bunny-960x1200.webp'];
    const markup = html(<ArtworkCard artwork={anArtwork({ title: 'Moon', images: image })} />);
    expect(imgAlts(markup)).toEqual(['']);
    expect(markup).toContain('Moon');
  });

  it('leave an image decorative when its alt text only repeats the title beside it', () => {
    const image = ['/uploads/bear-960x1200.webp'];
    const card = (imageAlt: string) =>
      imgAlts(
        html(
          <ArtworkCard artwork={anArtwork({ title: 'Bear Knight', images: image, imageAlt })} />,
        ),
      );
    expect(card('Bear Knight')).toEqual(['']);
    expect(card(' bear knight ')).toEqual(['']);
    expect(card('Bear Knight in felt armour')).toEqual(['Bear Knight in felt armour']);
    expect(
      imgAlts(
        html(
          <ProductCard product={aProduct({ title: 'Plush', images: image, imageAlt: 'Plush' })} />,
        ),
      ),
    ).toEqual(['']);
    expect(
      imgAlts(
        html(
          <PostCard post={aPost({ title: 'Paint', coverImage: image[0]!, imageAlt: 'Paint' })} />,
        ),
      ),
    ).toEqual(['']);
  });
});
