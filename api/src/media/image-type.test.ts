import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.ts';

/** An ISO-BMFF `ftyp` box with the given major and compatible brands. */
function ftyp(major: string, compatible: string[]): Buffer {
  const brands = [major, '\0\0\0\0', ...compatible].join('');
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${brands}`, 4, 'latin1');
  return Buffer.concat([box, Buffer.from('meta....')]);
}

describe('sniffImageType', () => {
  it.each([
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ['webp', Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1')],
    ['gif', Buffer.from('GIF87a\x01\0', 'latin1')],
    ['gif', Buffer.from('GIF89a\x01\0', 'latin1')],
    ['avif', ftyp('avif', ['mif1', 'miaf'])],
    ['avif', ftyp('mif1', ['miaf', 'avis'])],
  ])('knows %s by its first bytes', (type, bytes) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it.each([
    ['HEIC', ftyp('heic', ['mif1', 'heic'])],
    ['a RIFF that is not WebP', Buffer.from('RIFF\x10\0\0\0WAVEfmt ', 'latin1')],
    ['an AVIF brand outside its ftyp box', Buffer.concat([ftyp('mif1', []), Buffer.from('avif')])],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['PHP', Buffer.from('<?php echo 1; ?>')],
    ['BMP', Buffer.from('BM6\0\0\0\0\0')],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_what, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});
