// Each macOS architecture is packaged by its own release job, and each writes a latest-mac.yml
// listing only its own files. electron-updater on a Mac picks its architecture's file from ONE
// latest-mac.yml, so the publish job merges them: the files of both, the rest from the first.
// Usage: node build/merge-update-info.mjs <out.yml> <latest-mac.yml> <latest-mac.yml>...
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `files:` entries of an electron-builder update info file, as their text lines. */
function splitFiles(text) {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const start = lines.indexOf('files:');
  if (start < 0) throw new Error('No files: list in the update info');
  let end = start + 1;
  while (end < lines.length && /^\s+/.test(lines[end])) end += 1;
  return {
    before: lines.slice(0, start + 1),
    files: lines.slice(start + 1, end),
    after: lines.slice(end),
  };
}

/** One update info with the files of all of them (same version), the first one's default. */
export function mergeUpdateInfo(texts) {
  if (texts.length === 0) throw new Error('Nothing to merge');
  const versions = new Set(texts.map((text) => /^version: (.+)$/m.exec(text)?.[1]));
  if (versions.size !== 1) throw new Error(`Update infos of different versions: ${[...versions]}`);
  const [first, ...others] = texts.map(splitFiles);
  const files = [...first.files, ...others.flatMap((info) => info.files)];
  return [...first.before, ...files, ...first.after].join('\n');
}

function main() {
  const [out, ...inputs] = process.argv.slice(2);
  if (!out || inputs.length === 0) {
    console.error('Usage: node build/merge-update-info.mjs <out.yml> <in.yml>...');
    process.exit(1);
  }
  writeFileSync(out, mergeUpdateInfo(inputs.map((file) => readFileSync(file, 'utf8'))));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
