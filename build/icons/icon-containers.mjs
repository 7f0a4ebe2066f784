// The icon containers macOS and Windows read, assembled from the rendered PNGs so that packaging
// needs no icon converter (electron-builder would download one): an .icns and an .ico whose
// images are those PNGs as they are (both formats accept PNG-compressed entries).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// macOS: the type of each PNG entry and the pixel size it holds (@2x types hold double).
const ICNS_TYPES = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
  ['ic11', 32],
  ['ic12', 64],
  ['ic13', 256],
  ['ic14', 512],
];
const ICO_SIZES = [16, 32, 48, 64, 128, 256];

/** An .icns file: 'icns', total length, then one (type, length, PNG) entry per size. */
export function icnsFrom(pngOfSize) {
  const entries = ICNS_TYPES.map(([type, size]) => {
    const png = pngOfSize(size);
    const header = Buffer.alloc(8);
    header.write(type, 0, 'ascii');
    header.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([header, png]);
  });
  const header = Buffer.alloc(8);
  header.write('icns', 0, 'ascii');
  header.writeUInt32BE(8 + entries.reduce((sum, entry) => sum + entry.length, 0), 4);
  return Buffer.concat([header, ...entries]);
}

/** An .ico file: a directory of entries (0 stands for 256 px), then the PNGs. */
export function icoFrom(pngOfSize) {
  const pngs = ICO_SIZES.map((size) => pngOfSize(size));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(ICO_SIZES.length, 4);
  let offset = 6 + 16 * ICO_SIZES.length;
  const directory = ICO_SIZES.map((size, index) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(pngs[index].length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += pngs[index].length;
    return entry;
  });
  return Buffer.concat([header, ...directory, ...pngs]);
}

/** Reads the rendered PNGs of the icon folder: NxN.png, icon.png for 1024. */
export function renderedPng(iconDir) {
  return (size) => readFileSync(join(iconDir, size === 1024 ? 'icon.png' : `${size}x${size}.png`));
}
