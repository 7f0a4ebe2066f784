// `npm test`: builds the site when the build is missing or stale, runs the unit suites and the
// browser suite, and ends with ONE summary line that CI reads:
//   tests: N passed, M failed
// Exits non-zero when any test failed or a suite could not run (a suite that crashes, or the
// e2e suite skipped for lack of a build, counts as at least one failure). Files with a failure
// run a second time; what passes then is named as flaky above the summary, what fails again is
// named as failed.
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

/** Runs a suite (or some of its files) with the console reporter plus a JSON report. */
function runVitest(suite, reportFile, files = []) {
  const exitCode = run('npx', [
    ...suite.args,
    ...files,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ]);
  let report = null;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    console.error(`test-all: the ${suite.name} suite wrote no readable report.`);
  }
  return { exitCode, report };
}

/**
 * Runs one suite and counts its results. The files with a failure run once more, alone: a test
 * that passes then is counted as passed but named as flaky in the summary, so a timing accident
 * on a busy machine neither fails the build nor goes unseen; one that fails again is a failure.
 */
function runSuite(suite, reportDir) {
  const first = runVitest(suite, join(reportDir, `${suite.name}.json`));
  if (!first.report) return { passed: 0, failed: 1, failures: [], flaky: [] };
  let passed = first.report.numPassedTests ?? 0;
  let failures = failuresIn(first.report);
  let flaky = [];
  // A crash outside any file (a broken config, a killed worker) is not retried.
  const crashedOutside = first.exitCode !== 0 && failures.length === 0;
  if (failures.length > 0) {
    const files = [...new Set(failures.map((failure) => failure.file))];
    console.info(`test-all: ${suite.name}: running ${files.length} file(s) with a failure again`);
    const second = runVitest(suite, join(reportDir, `${suite.name}-again.json`), files);
    const failedAgain = second.report ? failuresIn(second.report) : failures;
    const stillFailing = new Set(failedAgain.map(({ file, test }) => `${file} > ${test}`));
    const rerunCrashed = second.exitCode !== 0 && failedAgain.length === 0;
    flaky = rerunCrashed ? [] : failures.filter((f) => !stillFailing.has(`${f.file} > ${f.test}`));
    for (const failure of flaky) {
      passed += failure.test === null ? passedIn(second.report, failure.file) : 1;
    }
    failures = rerunCrashed ? failures : failedAgain;
  }
  const failed = Math.max(failures.length, crashedOutside ? 1 : 0);
  return { passed, failed, failures, flaky };
}

/**
 * Each failed test, or file that failed outside its tests (test: null), with the first line of
 * its error. CI logs keep only their tail, which is where these are printed.
 */
function failuresIn(report) {
  const failures = [];
  for (const result of report.testResults ?? []) {
    const file = result.name.startsWith(ROOT) ? result.name.slice(ROOT.length + 1) : result.name;
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      const name = test.fullName ?? test.title;
      failures.push({ file, test: name, message: firstLine(test.failureMessages) });
    }
    if (failedTests.length === 0 && result.status === 'failed') {
      failures.push({ file, test: null, message: firstLine([result.message]) });
    }
  }
  return failures;
}

/** How many tests of one file passed in a report. */
function passedIn(report, file) {
  const result = (report.testResults ?? []).find(({ name }) => name.endsWith(file));
  return (result?.assertionResults ?? []).filter((test) => test.status === 'passed').length;
}

function describeFailure({ file, test, message }) {
  return `${test === null ? file : `${file} > ${test}`}: ${message}`;
}

function firstLine(messages) {
  const text = (messages ?? []).find((message) => message) ?? 'no message';
  return text.split('\n')[0].slice(0, 300);
}

const reportDir = mkdtempSync(join(tmpdir(), 'kawaii-test-reports-'));
const results = [];
try {
  const built = ensureBuild();
  if (!built) console.error('test-all: the build failed; the e2e suite cannot run.');
  for (const suite of SUITES) {
    if (suite.needsBuild && !built) {
      results.push({ name: suite.name, passed: 0, failed: 1, failures: [], flaky: [] });
      continue;
    }
    results.push({ name: suite.name, ...runSuite(suite, reportDir) });
  }
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}

for (const { name, failures = [], flaky = [] } of results) {
  for (const failure of flaky) {
    console.info(
      `test-all: ${name} flaky (failed, then passed alone): ${describeFailure(failure)}`,
    );
  }
  for (const failure of failures) {
    console.info(`test-all: ${name} failed: ${describeFailure(failure)}`);
  }
}
for (const { name, passed, failed } of results) {
  console.info(`test-all: ${name}: ${passed} passed, ${failed} failed`);
}
const passed = results.reduce((sum, suite) => sum + suite.passed, 0);
const failed = results.reduce((sum, suite) => sum + suite.failed, 0);
console.info(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
