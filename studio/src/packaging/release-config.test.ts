// The release configuration, checked here because the installers can only be built on GitHub's
// macOS and Windows runners: electron-builder must be able to compute the Electron version from
// the workspace, the app must carry its product name, each mac job must build one architecture,
// and every packaged app must be launched with --smoke-test before anything is published.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { load } = require('js-yaml') as { load(text: string): unknown };

const ROOT = resolve(import.meta.dirname, '../../..');
const STUDIO = join(ROOT, 'studio');

// Parsed YAML and JSON are walked freely here; the assertions are the type checks.
/* eslint-disable @typescript-eslint/no-explicit-any */
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
const readYaml = (file: string) =>
  load(readFileSync(join(ROOT, file), 'utf8')) as Record<string, any>;

/* eslint-enable @typescript-eslint/no-explicit-any */

const studioPackage = readJson(join(STUDIO, 'package.json'));
const builder = readYaml('build/electron-builder.yml');
const workflow = readYaml('.github/workflows/release.yml');

interface MatrixEntry {
  name: string;
  os: string;
  platform: string;
  arch: string;
}
const matrix = workflow['jobs']['installers']['strategy']['matrix']['include'] as MatrixEntry[];
const installerSteps = workflow['jobs']['installers']['steps'] as {
  name?: string;
  run?: string;
  env?: Record<string, string>;
}[];
const packageStep = installerSteps.find((step) => step.name === 'Package')!;
const packageScript = readFileSync(join(ROOT, 'build/package-studio.sh'), 'utf8');

describe('the Electron version', () => {
  it('is computed by electron-builder itself from the studio workspace (electron pinned)', async () => {
    const { computeElectronVersion } = require('app-builder-lib/out/electron/electronVersion') as {
      computeElectronVersion(projectDir: string): Promise<string>;
    };
    const version = await computeElectronVersion(STUDIO);
    expect(version).toBe(studioPackage['devDependencies']['electron']);
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('is the Electron npm installed, so the tests and the app agree', () => {
    const installed = readJson(join(ROOT, 'node_modules/electron/package.json'));
    expect(installed['version']).toBe(studioPackage['devDependencies']['electron']);
  });
});

describe('the builder configuration', () => {
  it('is valid for electron-builder (its own schema check)', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration(config: unknown, logger: unknown): Promise<void>;
    };
    const { DebugLogger } = require('builder-util') as {
      DebugLogger: new (on: boolean) => unknown;
    };
    await expect(validateConfiguration(builder, new DebugLogger(false))).resolves.toBeUndefined();
  });
});

describe('the app’s identity', () => {
  it('has a product name (menus and the data folder) and an author', () => {
    expect(studioPackage['productName']).toBe('Kawaii Atelier Studio');
    expect(builder['productName']).toBe('Kawaii Atelier Studio');
    expect(studioPackage['author']).toMatch(/\S/);
  });

  it('takes the version of every installer from the tag', () => {
    const versionStep = installerSteps.find((step) => step.name === 'Version from the tag')!;
    expect(versionStep.run).toContain('STUDIO_VERSION=${GITHUB_REF_NAME#v}');
    expect(packageStep.run).toBe(
      'bash build/package-studio.sh "${{ matrix.platform }}" "${{ matrix.arch }}"',
    );
    expect(packageScript).toContain('-c.extraMetadata.version="$STUDIO_VERSION"');
  });
});

describe('the release jobs', () => {
  it('build one architecture per mac job, each on a Mac of that architecture', () => {
    const macJobs = matrix.filter((entry) => entry.platform === '--mac');
    expect(macJobs.map((job) => job.arch).sort()).toEqual(['--arm64', '--x64']);
    expect(macJobs.find((job) => job.arch === '--x64')?.os).toMatch(/intel/);
    expect(packageStep.run).toContain('"${{ matrix.arch }}"');
    const macTargets = builder['mac']['target'] as unknown[];
    // No arch in the config: the job's --arm64 / --x64 decides, one per build.
    expect(macTargets.every((target) => typeof target === 'string')).toBe(true);
  });

  it('signs ad-hoc unless a Developer ID is in the secrets, and Windows behind its secret', () => {
    // package-script.test.ts runs the script; here, that the step hands it the secrets.
    expect(packageStep.env).toMatchObject({
      STUDIO_SHOP_URL: '${{ vars.STUDIO_SHOP_URL }}',
      MAC_CERTIFICATE: '${{ secrets.MAC_CERTIFICATE_P12_BASE64 }}',
      APPLE_ID: '${{ secrets.APPLE_ID }}',
      APPLE_APP_SPECIFIC_PASSWORD: '${{ secrets.APPLE_APP_SPECIFIC_PASSWORD }}',
      APPLE_TEAM_ID: '${{ secrets.APPLE_TEAM_ID }}',
      WINDOWS_CERTIFICATE: '${{ secrets.WINDOWS_CERTIFICATE_PFX_BASE64 }}',
    });
    expect(packageScript).toContain('-c.mac.identity=-');
    expect(packageScript).toContain('CSC_LINK="$MAC_CERTIFICATE"');
    expect(packageScript).toContain('WIN_CSC_LINK="$WINDOWS_CERTIFICATE"');
    expect(builder['mac']['hardenedRuntime']).toBe(true);
    const entitlements = readFileSync(join(ROOT, 'build/entitlements.mac.plist'), 'utf8');
    expect(entitlements).toContain('com.apple.security.cs.disable-library-validation');
  });

  it('packages nothing before the checks pass: types, lint, the studio’s tests and dry run', () => {
    expect(workflow['jobs']['installers']['needs']).toBe('checks');
    const checks = (workflow['jobs']['checks']['steps'] as { run?: string }[]).map(
      (step) => step.run,
    );
    expect(checks).toEqual(
      expect.arrayContaining([
        'npm ci',
        'npm run typecheck',
        'npm run lint',
        'npm run build',
        'npx vitest run --project studio',
      ]),
    );
  });

  it('launches every packaged app with --smoke-test before uploading it', () => {
    const names = installerSteps.map((step) => step.name ?? '');
    const smoke = names.findIndex((name) => name.includes('--smoke-test'));
    expect(smoke).toBeGreaterThan(names.indexOf('Package'));
    expect(installerSteps[smoke]?.run).toBe('node build/smoke-launch.mjs release');
    const upload = installerSteps.findIndex((step) =>
      JSON.stringify(step).includes('upload-artifact'),
    );
    expect(upload).toBeGreaterThan(smoke);
  });

  it('publishes to GitHub Releases, where electron-updater looks', () => {
    expect(builder['publish']).toMatchObject({ provider: 'github' });
    expect(studioPackage['dependencies']['electron-updater']).toBeDefined();
    const publish = workflow['jobs']['publish'];
    expect(publish['permissions']).toEqual({ contents: 'write' });
    expect(JSON.stringify(publish['steps'])).toContain('gh release upload');
  });
});

describe('what goes into the app', () => {
  it('rebuilds better-sqlite3 itself and leaves its build leftovers out', () => {
    expect(builder['npmRebuild']).toBe(false);
    expect(builder['beforePack']).toBe('../build/before-pack.cjs');
    const files = (builder['files'] as string[]).join('\n');
    expect(files).toContain('!**/node_modules/better-sqlite3/{benchmark,src,bin,docs,deps}/**');
    expect(files).toContain('Release/obj');
  });

  it('sets Electron’s fuses', () => {
    expect(builder['electronFuses']).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
    });
  });
});

describe('the before-pack hook', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const hook = require(join(ROOT, 'build/before-pack.cjs')) as {
    checkSharpBinaries(nodeModules: string, platform: string, arch: string): void;
  };

  function withSharp(...packages: string[]): string {
    dir = mkdtempSync(join(tmpdir(), 'kawaii-before-pack-'));
    for (const name of packages) mkdirSync(join(dir, '@img', name), { recursive: true });
    return dir;
  }

  it('accepts the packed architecture’s sharp binaries alone', () => {
    const nodeModules = withSharp('sharp-darwin-arm64', 'sharp-libvips-darwin-arm64', 'colour');
    expect(() => hook.checkSharpBinaries(nodeModules, 'darwin', 'arm64')).not.toThrow();
  });

  it('fails the build when another architecture’s sharp would be packed too', () => {
    const nodeModules = withSharp('sharp-darwin-arm64', 'sharp-darwin-x64');
    expect(() => hook.checkSharpBinaries(nodeModules, 'darwin', 'arm64')).toThrow(
      /other architectures would be packed: sharp-darwin-x64/,
    );
  });

  it('fails the build when the packed architecture has no sharp binary', () => {
    const nodeModules = withSharp('sharp-darwin-x64');
    expect(() => hook.checkSharpBinaries(nodeModules, 'darwin', 'arm64')).toThrow(/no binary/);
  });
});

describe('the release scripts', () => {
  // Only some tests make a folder: after one that did not, there is nothing to remove.
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('find the packaged app to smoke-test on each platform', async () => {
    const { findPackagedApp } = (await import(
      pathToFileURL(join(ROOT, 'build/smoke-launch.mjs')).href
    )) as { findPackagedApp(releaseDir: string, platform: string): string | null };
    dir = mkdtempSync(join(tmpdir(), 'kawaii-release-'));
    const macOs = join(dir, '1.2.3/mac-arm64/Kawaii Atelier Studio.app/Contents/MacOS');
    mkdirSync(macOs, { recursive: true });
    writeFileSync(join(macOs, 'Kawaii Atelier Studio'), '');
    mkdirSync(join(dir, '1.2.3/win-unpacked'), { recursive: true });
    writeFileSync(join(dir, '1.2.3/win-unpacked/Kawaii Atelier Studio.exe'), '');
    expect(findPackagedApp(dir, 'darwin')).toBe(join(macOs, 'Kawaii Atelier Studio'));
    expect(findPackagedApp(dir, 'win32')).toBe(
      join(dir, '1.2.3/win-unpacked/Kawaii Atelier Studio.exe'),
    );
    expect(existsSync(join(dir, 'missing'))).toBe(false);
    expect(findPackagedApp(join(dir, 'missing'), 'darwin')).toBeNull();
  });

  it('merge both macOS update infos so each Mac finds its own file', async () => {
    const { mergeUpdateInfo } = (await import(
      pathToFileURL(join(ROOT, 'build/merge-update-info.mjs')).href
    )) as { mergeUpdateInfo(texts: string[]): string };
    const info = (arch: string) =>
      [
        'version: 1.2.3',
        'files:',
        `  - url: Kawaii-Atelier-Studio-1.2.3-mac-${arch}.zip`,
        `    sha512: ${arch}-sha`,
        '    size: 10',
        `path: Kawaii-Atelier-Studio-1.2.3-mac-${arch}.zip`,
        `sha512: ${arch}-sha`,
        "releaseDate: '2026-11-23T20:00:00.000Z'",
        '',
      ].join('\n');
    const merged = load(mergeUpdateInfo([info('arm64'), info('x64')])) as {
      files: { url: string }[];
      path: string;
    };
    expect(merged.files.map((file) => file.url)).toEqual([
      'Kawaii-Atelier-Studio-1.2.3-mac-arm64.zip',
      'Kawaii-Atelier-Studio-1.2.3-mac-x64.zip',
    ]);
    expect(merged.path).toBe('Kawaii-Atelier-Studio-1.2.3-mac-arm64.zip');
    expect(() => mergeUpdateInfo([info('arm64'), info('x64').replace('1.2.3', '1.2.4')])).toThrow(
      /different versions/,
    );
  });
});
