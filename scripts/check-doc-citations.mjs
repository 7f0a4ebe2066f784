// Part of `npm run lint`: fails when a comment, test name or doc in the repository points to
// design documents that live outside it (spec.md, api-contract.md, design.md, "section 7", "§3",
// "the spec"). A reader of the code cannot open those, so a comment states the rule itself and the
// design notes the code follows live in docs/.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const CHECKED = /\.(ts|tsx|mts|js|mjs|cjs|css|sql|html|md)$/;
const THIS_FILE = 'scripts/check-doc-citations.mjs';

/** What a pointer to an outside document looks like. */
export const CITATION =
  /spec\.md|api-contract|design\.md|\bsections? \d|§|\bthe spec\b|\bspec'?s\b|\bper spec\b|\(spec\b|\bcontract says\b/i;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => CHECKED.test(file) && file !== THIS_FILE && !file.includes('node_modules/'));

const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(resolve(ROOT, file), 'utf8');
  } catch {
    continue; // listed by git but deleted in the working tree
  }
  text.split('\n').forEach((line, index) => {
    if (CITATION.test(line)) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
  });
}

if (found.length > 0) {
  console.error(
    `${found.length} line(s) point to documents outside the repository. State the rule itself ` +
      '(what holds and why) instead; design notes belong in docs/:',
  );
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
