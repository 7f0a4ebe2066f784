// Image files for upload tests: plain ones, a phone photo carrying GPS, and hostile ones.

import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A small solid PNG. */
export function solidPng(width = 8, height = width, background = '#fbc8d8'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A landscape photo taken with the camera turned: stored sideways, EXIF says rotate 90°. */
export function sidewaysPhotoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 600, channels: 3, background: '#f8b4c8' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: 'Momo Sakura', Make: 'PhoneCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 39/1 0/1' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
    .toBuffer();
}

/**
 * A decompression bomb: a few hundred bytes whose header declares `width` x `height` pixels
 * (RGB, 8 bits), with one compressed row of data behind it.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}
