// Renders the hand-drawn app icon (icon.svg) to the PNGs (icon.png at 1024 px and the smaller
// NxN.png set), then assembles icon.icns (macOS) and icon.ico (Windows) from them, so that
// packaging needs no icon converter. Run after editing the SVG, and commit what it writes:
//   node build/icons/render-icons.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { icnsFrom, icoFrom, renderedPng } from './icon-containers.mjs';

const ICON_DIR = import.meta.dirname;
const MASTER_SIZE = 1024;
const SMALLER_SIZES = [16, 32, 48, 64, 128, 256, 512];

// Rasterize at the largest size once, at a density that keeps the SVG's curves crisp.
const svg = await readFile(join(ICON_DIR, 'icon.svg'));
const master = await sharp(svg, { density: 144 }).resize(MASTER_SIZE, MASTER_SIZE).png().toBuffer();

async function writePng(size, fileName) {
  const file = join(ICON_DIR, fileName);
  await sharp(master)
    .resize(size, size, { kernel: 'lanczos3' })
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.info(`wrote ${file}`);
}

await writePng(MASTER_SIZE, 'icon.png');
for (const size of SMALLER_SIZES) await writePng(size, `${size}x${size}.png`);

const pngOfSize = renderedPng(ICON_DIR);
await writeFile(join(ICON_DIR, 'icon.icns'), icnsFrom(pngOfSize));
await writeFile(join(ICON_DIR, 'icon.ico'), icoFrom(pngOfSize));
console.info('wrote icon.icns and icon.ico');
