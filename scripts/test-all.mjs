// `npm test`: builds the site when the build is missing or stale, runs the unit suites and the
// browser suite, and ends with ONE summary line that CI reads:
//   tests: N passed, M failed
// Exits non-zero when any test failed or a suite could not run (a suite that crashes, or the
// e2e suite skipped for lack of a build, counts as at least one failure).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const BUILD_SOURCES = ['shared', 'api', 'storefront'].flatMap((pkg) => [
  `${pkg}/src`,
  `${pkg}/package.json`,
  `${pkg}/index.html`,
  `${pkg}/public`,
  `${pkg}/vite.config.ts`,
]);
const BUILD_OUTPUTS = ['api/dist', 'storefront/dist'];
const BUILD_COMMAND = 'npm run build -w @kawaii/storefront && npm run build -w @kawaii/api';

const SUITES = [
  { name: 'unit', args: ['vitest', 'run'], needsBuild: false },
  { name: 'e2e', args: ['vitest', 'run', '--config', 'e2e/vitest.config.ts'], needsBuild: true },
];

/** Newest modification time under a file or folder (0 when it does not exist). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    // Tests are not part of the build: editing one must not trigger a rebuild.
    if (/\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function buildIsCurrent() {
  const outputs = BUILD_OUTPUTS.map((dir) => newestMtime(join(ROOT, dir)));
  if (outputs.some((mtime) => mtime === 0)) return false;
  const sources = Math.max(...BUILD_SOURCES.map((path) => newestMtime(join(ROOT, path))));
  return Math.min(...outputs) >= sources;
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function ensureBuild() {
  if (buildIsCurrent()) {
    console.info('test-all: the build is current.');
    return true;
  }
  console.info(`test-all: the build is missing or older than the sources; ${BUILD_COMMAND}`);
  return run(BUILD_COMMAND, [], { shell: true }) === 0;
}

/** Runs one suite with the console reporter plus a JSON report, and counts its results. */
function runSuite(suite, reportDir) {
  const reportFile = join(reportDir, `${suite.name}.json`);
  const exitCode = run('npx', [
    ...suite.args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ]);
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
  } catch {
    console.error(`test-all: the ${suite.name} suite wrote no readable report.`);
  }
  // Failures outside any test (a file that cannot load, an unhandled error, a crash) have no
  // failed test to count, but the suite did not pass.
  if (exitCode !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

const reportDir = mkdtempSync(join(tmpdir(), 'kawaii-test-reports-'));
const results = [];
try {
  const built = ensureBuild();
  if (!built) console.error('test-all: the build failed; the e2e suite cannot run.');
  for (const suite of SUITES) {
    if (suite.needsBuild && !built) {
      results.push({ name: suite.name, passed: 0, failed: 1 });
      continue;
    }
    results.push({ name: suite.name, ...runSuite(suite, reportDir) });
  }
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}

for (const { name, passed, failed } of results) {
  console.info(`test-all: ${name}: ${passed} passed, ${failed} failed`);
}
const passed = results.reduce((sum, suite) => sum + suite.passed, 0);
const failed = results.reduce((sum, suite) => sum + suite.failed, 0);
console.info(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
