// build/package-studio.sh, the release workflow's Package step, run here with a stand-in for
// electron-builder that records how it was called: how each build is signed, which update mode
// and shop address it gets, the one retry of a busy hdiutil, and the refusal of a Developer ID
// without its notarization secrets.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SCRIPT = join(ROOT, 'build/package-studio.sh');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kawaii-package-script-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface Call {
  args: string[];
  env: Record<string, string | undefined>;
}

/** A stand-in for electron-builder: records each call; fails as told in `failures`. */
function standInBuilder(failures: string[] = []): string {
  const file = join(dir, 'builder.mjs');
  writeFileSync(
    file,
    `
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
const calls = ${JSON.stringify(join(dir, 'calls.jsonl'))};
const names = ['CSC_LINK', 'WIN_CSC_LINK', 'CSC_IDENTITY_AUTO_DISCOVERY', 'APPLE_ID', 'APPLE_TEAM_ID'];
const env = Object.fromEntries(names.map((name) => [name, process.env[name]]));
appendFileSync(calls, JSON.stringify({ args: process.argv.slice(2), env }) + '\\n');
const count = readFileSync(calls, 'utf8').trim().split('\\n').length;
const failure = ${JSON.stringify(failures)}[count - 1];
if (failure) { console.error(failure); process.exit(1); }
console.log('built');
`,
  );
  return `node ${file}`;
}

function packageStudio(platform: string, arch: string, env: Record<string, string> = {}) {
  const result = spawnSync('bash', [SCRIPT, platform, arch], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      PATH: process.env['PATH'],
      STUDIO_VERSION: '1.2.3',
      STUDIO_SHOP_URL: 'https://kawaii-atelier.example',
      STUDIO_RETRY_PAUSE_S: '0',
      ELECTRON_BUILDER: env['ELECTRON_BUILDER'] ?? standInBuilder(),
      ...env,
    },
  });
  const callsFile = join(dir, 'calls.jsonl');
  const calls: Call[] = existsSync(callsFile)
    ? readFileSync(callsFile, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Call)
    : [];
  return { status: result.status, stderr: result.stderr, stdout: result.stdout, calls };
}

const NOTARIZATION = {
  APPLE_ID: 'momo@kawaii-atelier.example',
  APPLE_APP_SPECIFIC_PASSWORD: 'abcd-efgh-ijkl-mnop',
  APPLE_TEAM_ID: 'TEAM123456',
};

describe('packaging for macOS', () => {
  it('signs ad hoc without a Developer ID, and the build only tells about updates', () => {
    const run = packageStudio('--mac', '--arm64', NOTARIZATION);
    expect(run.status).toBe(0);
    expect(run.calls).toHaveLength(1);
    const [call] = run.calls;
    expect(call?.args).toEqual([
      '--config',
      '../build/electron-builder.yml',
      '--mac',
      '--arm64',
      '-c.extraMetadata.version=1.2.3',
      '-c.extraMetadata.studioUpdates=notify',
      '-c.extraMetadata.studioShopUrl=https://kawaii-atelier.example',
      '-c.mac.identity=-',
      '--publish',
      'never',
    ]);
    // Nothing to notarize an ad hoc build with.
    expect(call?.env['APPLE_ID']).toBeUndefined();
  });

  it('signs and notarizes with a Developer ID, and that build installs its updates', () => {
    const run = packageStudio('--mac', '--x64', { MAC_CERTIFICATE: 'cert', ...NOTARIZATION });
    expect(run.status).toBe(0);
    const [call] = run.calls;
    expect(call?.args).toContain('-c.extraMetadata.studioUpdates=install');
    expect(call?.args).not.toContain('-c.mac.identity=-');
    expect(call?.env).toMatchObject({ CSC_LINK: 'cert', APPLE_TEAM_ID: 'TEAM123456' });
  });

  it('fails before packaging when a certificate is set but notarization secrets are missing', () => {
    const run = packageStudio('--mac', '--arm64', {
      MAC_CERTIFICATE: 'cert',
      APPLE_ID: NOTARIZATION.APPLE_ID,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'MAC_CERTIFICATE is set but notarization needs APPLE_APP_SPECIFIC_PASSWORD APPLE_TEAM_ID',
    );
    expect(run.calls).toEqual([]);
  });

  it('packages once more when hdiutil was busy, and only once', () => {
    const busy = 'hdiutil: create failed - Resource busy';
    const once = packageStudio('--mac', '--arm64', { ELECTRON_BUILDER: standInBuilder([busy]) });
    expect(once.status).toBe(0);
    expect(once.calls).toHaveLength(2);
    expect(once.stdout).toContain('hdiutil was busy making the dmg; packaging once more');

    rmSync(join(dir, 'calls.jsonl'));
    const twice = packageStudio('--mac', '--arm64', {
      ELECTRON_BUILDER: standInBuilder([busy, busy]),
    });
    expect(twice.status).not.toBe(0);
    expect(twice.calls).toHaveLength(2);
  });

  it('fails at once on any other failure', () => {
    const run = packageStudio('--mac', '--arm64', {
      ELECTRON_BUILDER: standInBuilder(['Cannot find module better-sqlite3']),
    });
    expect(run.status).toBe(1);
    expect(run.calls).toHaveLength(1);
  });
});

describe('packaging for Windows', () => {
  it('leaves an unsigned build to tell about updates, and a signed one installs them', () => {
    const unsigned = packageStudio('--win', '--x64');
    expect(unsigned.status).toBe(0);
    expect(unsigned.calls[0]?.args).toContain('-c.extraMetadata.studioUpdates=notify');
    expect(unsigned.calls[0]?.env['CSC_IDENTITY_AUTO_DISCOVERY']).toBe('false');

    rmSync(join(dir, 'calls.jsonl'));
    const signed = packageStudio('--win', '--x64', { WINDOWS_CERTIFICATE: 'pfx' });
    expect(signed.calls[0]?.args).toContain('-c.extraMetadata.studioUpdates=install');
    expect(signed.calls[0]?.env['WIN_CSC_LINK']).toBe('pfx');
  });
});
