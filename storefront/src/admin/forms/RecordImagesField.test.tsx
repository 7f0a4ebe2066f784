import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../query/query-client.ts';
import { AdminApiProvider } from '../admin-api-context.tsx';
import { createHttpAdminApi } from '../http-admin-api.ts';
import {
  useImageList,
  useImageListWithCover,
  useOneImage,
  type RecordImages,
} from './record-images.ts';
import { RecordImagesField } from './RecordImagesField.tsx';

// The server names the field it refuses: existingImages for a list, the record's own field
// ('image', 'thumbnail') for a single picture.
const GONE = 'An image you kept is no longer in the media library';
const refusing = (field: string) => (name: string) => (name === field ? GONE : undefined);

function Picker({
  images,
  label,
  fieldError,
}: {
  images: () => RecordImages;
  label: string;
  fieldError: (name: string) => string | undefined;
}) {
  return <RecordImagesField form={{ images: images(), fieldError }} label={label} />;
}

function render(
  images: () => RecordImages,
  label: string,
  fieldError = refusing('existingImages'),
): string {
  return renderToStaticMarkup(
    <AdminApiProvider api={createHttpAdminApi()}>
      <QueryClientProvider client={createQueryClient()}>
        <Picker images={images} label={label} fieldError={fieldError} />
      </QueryClientProvider>
    </AdminApiProvider>,
  );
}

describe('the images of a content form', () => {
  it('offers one picture (a category image, a game thumbnail) that may be left out', () => {
    let images: RecordImages | undefined;
    const html = render(
      () => (images = useOneImage('/uploads/kitty.webp', 'image')),
      'Category Image',
    );
    expect(html).toContain('>Category Image</legend>');
    expect(html).toContain('Choose Image<input type="file" accept="image/*"');
    expect(html).not.toContain('multiple');
    expect(html.match(/<li/g)).toHaveLength(1);
    expect(html).not.toContain('Set as Cover');
    // A message on another field is not this picker's.
    expect(html).not.toContain(GONE);
    expect(html).not.toContain('aria-describedby');
    expect(images?.rules).toEqual({ required: false, requireCover: false });
    expect(images?.saved()).toEqual({
      paths: ['/uploads/kitty.webp'],
      cover: '/uploads/kitty.webp',
    });
  });

  it('starts empty for a record without its picture', () => {
    let images: RecordImages | undefined;
    const html = render(() => (images = useOneImage(null, 'thumbnail')), 'Thumbnail');
    expect(html).toContain('>Thumbnail</legend>');
    expect(html).not.toContain('<li');
    expect(images?.saved()).toEqual({ paths: [], cover: null });
  });

  it("shows the server's word on a single picture under its picker", () => {
    // A game saved with a thumbnail that was deleted from the media library meanwhile.
    const html = render(
      () => useOneImage('/uploads/gone.webp', 'thumbnail'),
      'Thumbnail',
      refusing('thumbnail'),
    );
    expect(html).toMatch(/aria-describedby="([^"]+)".*<p id="\1" class="field__error">/s);
    expect(html).toContain(GONE);
    expect(render(() => useOneImage(null, 'image'), 'Category Image', refusing('image'))).toContain(
      GONE,
    );
  });

  it('offers a list, required or not, with the message on the saved list under it', () => {
    const paths = ['/uploads/a.webp', '/uploads/b.webp'];
    let artwork: RecordImages | undefined;
    const html = render(() => (artwork = useImageList(paths, true)), 'Images');
    expect(html).toContain('>Images</legend>');
    expect(html).toContain('Choose Images<input type="file" accept="image/*" multiple=""');
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).not.toContain('Set as Cover');
    expect(html).toMatch(/aria-describedby="([^"]+)".*<p id="\1" class="field__error">/s);
    expect(html).toContain(GONE);
    expect(artwork?.rules).toEqual({ required: true, requireCover: false });
    expect(artwork?.saved().paths).toEqual(paths);

    let product: RecordImages | undefined;
    render(() => (product = useImageList([], false)), 'Product Images');
    expect(product?.rules).toEqual({ required: false, requireCover: false });
  });

  it('marks one image of a blog list as the cover, found by its path', () => {
    const paths = ['/uploads/a.webp', '/uploads/b.webp'];
    let images: RecordImages | undefined;
    const html = render(() => (images = useImageListWithCover(paths, '/uploads/b.webp')), 'Images');
    expect(html.match(/admin-preview__badge">Cover</g)).toHaveLength(1);
    expect(html.match(/Set as Cover/g)).toHaveLength(1);
    expect(html).toContain(GONE);
    expect(images?.rules).toEqual({ required: true, requireCover: true });
    expect(images?.saved()).toEqual({ paths, cover: '/uploads/b.webp' });
  });
});
