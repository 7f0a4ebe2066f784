// What a file is, judged by its first bytes, never by its name or declared type: a PHP script
// or an SVG renamed .png is still not an image we accept. JPEG, PNG, WebP, GIF and AVIF only;
// anything else is 415.

export const ACCEPTED_IMAGE_TYPES = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The accepted image type the bytes start like, or null for anything else. */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  if (isAvif(bytes)) return 'avif';
  return null;
}

/** An ISO-BMFF file whose `ftyp` box names an AVIF brand (major or compatible); HEIC is not. */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(boxSize, bytes.length);
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // Compatible brands follow the major brand and the 4-byte minor version.
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, offset, offset + 4))) return true;
  }
  return false;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  if (bytes.length < end) return '';
  return String.fromCharCode(...bytes.subarray(start, end));
}
