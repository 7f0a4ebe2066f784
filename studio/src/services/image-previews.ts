// Previews of the artist's images, made with sharp: small WebP files the studio shows in its
// lists and forms, so a folder of large photos stays quick to browse.
import sharp from 'sharp';

/** Longest side of a preview: enough for a form's preview and the media library's grid. */
const PREVIEW_SIZE = 800;

/** The formats the shop accepts (JPEG, PNG, WebP, GIF, AVIF), by file extension. */
export const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif']);

export interface PreviewResult {
  /** Of the original, as it is shown (EXIF rotation applied). */
  width: number;
  height: number;
}

/** AVIF is HEIF with AV1 inside; HEIF with HEVC (iPhone photos) is not accepted by the shop. */
function isAcceptedFormat(format: string, compression: string | undefined): boolean {
  if (format === 'heif') return compression === 'av1';
  return ['jpeg', 'png', 'webp', 'gif'].includes(format);
}

/** Writes the preview of `input` (a file path or bytes); fails when it is not a readable image. */
export async function makePreview(
  input: string | Uint8Array,
  previewFile: string,
): Promise<PreviewResult> {
  const metadata = await sharp(input).metadata();
  if (!isAcceptedFormat(metadata.format, metadata.compression)) {
    throw new Error(`Not an accepted image format: ${metadata.format}`);
  }
  await sharp(input)
    .autoOrient()
    .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(previewFile);
  const { width, height } = metadata.autoOrient;
  return { width, height };
}

/** Width and height of an image file as it is shown (EXIF rotation applied). */
export async function imageSize(file: string): Promise<PreviewResult> {
  const { width, height } = (await sharp(file).metadata()).autoOrient;
  return { width, height };
}
