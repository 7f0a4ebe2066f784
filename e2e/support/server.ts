// Runs the BUILT site the way production does: `node api/dist/server.js`, on an ephemeral
// port, against a given data directory. No vitest imports here: the global setup (main
// process) and the test files (workers) both use this module.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = resolve(REPO_ROOT, 'api/dist/server.js');
const SEED_ENTRY = resolve(REPO_ROOT, 'demo/src/cli.ts');
const STOREFRONT_DIST = resolve(REPO_ROOT, 'storefront/dist');

const READY_LINE = /Kawaii Atelier is running at (http:\/\/\S+)/;
/** A seeded data dir starts in seconds; seeding an empty one renders images and takes longer. */
const STARTUP_TIMEOUT_MS = 90_000;
const HEALTH_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_LINES_KEPT = 40;

export interface RunningServer {
  /** Origin of the site, without a trailing slash: http://localhost:<port> */
  url: string;
  /** Stops the server with SIGTERM (SIGKILL if it has not exited after 10 s). */
  stop(): Promise<void>;
}

/** Fails with the fix when the site has not been built. */
export function assertSiteIsBuilt(): void {
  const missing = [SERVER_ENTRY, STOREFRONT_DIST].filter((path) => !existsSync(path));
  if (missing.length > 0) {
    throw new Error(
      `The e2e suite runs against the built site, but ${missing.join(' and ')} ` +
        `${missing.length > 1 ? 'are' : 'is'} missing: run npm run build`,
    );
  }
}

/**
 * Starts the built server on `dataDir`. `extraEnv` adds to (or overrides) its environment, e.g.
 * GOOGLE_CLIENT_ID for the flows that need a setting the demo site runs without.
 */
export async function launchServer(
  dataDir: string,
  startupTimeoutMs = STARTUP_TIMEOUT_MS,
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<RunningServer> {
  assertSiteIsBuilt();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dataDir,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A crashed test worker must not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopProcess(child);
  };

  try {
    const url = await waitForReadyLine(child, startupTimeoutMs);
    await waitForHealth(url);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Seeds the demo shop into `dataDir` the way `npm start` does (`npm run seed`: the demo
 * workspace, run from source, since the server bundle holds no seed code).
 */
export function seedDemoDataDir(dataDir: string, timeoutMs: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', SEED_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - OUTPUT_LINES_KEPT));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Seeding did not finish within ${timeoutMs} ms:\n  ${output.join('\n  ')}`));
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolvePromise();
      else
        reject(
          new Error(`Seeding failed (${signal ?? `code ${code}`}):\n  ${output.join('\n  ')}`),
        );
    });
  });
}

function waitForReadyLine(child: ChildProcess, timeoutMs: number): Promise<string> {
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - OUTPUT_LINES_KEPT));
  };
  const recentOutput = () => output.join('\n  ');

  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The server did not start within ${timeoutMs} ms:\n  ${recentOutput()}`));
    }, timeoutMs);
    let stdoutSoFar = ''; // the ready line may arrive split over two chunks
    child.stderr?.on('data', keep);
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      stdoutSoFar += chunk.toString();
      const match = READY_LINE.exec(stdoutSoFar);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolvePromise(match[1].replace(/\/$/, ''));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(
          `The server exited (${signal ?? `code ${code}`}) before it was ready:\n  ${recentOutput()}`,
        ),
      );
    });
  });
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
      lastProblem = `status ${response.status}`;
    } catch (error) {
      lastProblem = String(error);
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(
    `${url}/healthz did not answer 200 within ${HEALTH_TIMEOUT_MS} ms (${lastProblem})`,
  );
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolvePromise();
    });
    child.kill('SIGTERM');
  });
}
