// Renders the hand-drawn app icon (icon.svg) to the PNGs electron-builder packs: icon.png at
// 1024 px (turned into .icns on macOS and .ico on Windows at packaging time) and the smaller
// NxN.png set used for Linux and the window icon. Run after editing the SVG, and commit the PNGs:
//   node build/icons/render-icons.mjs
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

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
