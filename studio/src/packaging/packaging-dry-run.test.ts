// The packaging dry run: electron-builder's real pipeline over the real configuration
// (build/electron-builder.yml) and the real built studio, here on Linux, for the two platforms
// the studio ships on. It packs the macOS app and its zip (the file electron-updater downloads on
// a Mac) and the unpacked Windows app: the file set, app.asar and its integrity, the unpacked
// native modules, the fuses, the Windows resources, app-update.yml, latest-mac.yml and the
// artifact names. What Linux cannot do is left out, each for its reason:
// - Electron itself cannot be downloaded here: a stand-in distribution (`electronDist`) takes its
//   place, with Electron's fuse sentinel in the files the fuses are flipped in;
// - the beforePack hook is not run: it rebuilds better-sqlite3 for Electron (which downloads
//   Electron's headers) and checks sharp's binaries of the packed platform, which a Linux install
//   does not have (release-config.test.ts tests the hook); `npmRebuild: false` keeps
//   electron-builder from rebuilding anything itself;
// - the dmg (hdiutil), the NSIS installer (makensis) and code signing need a Mac or a PC;
// - the zip is stored, not compressed, to keep this test fast; 7-Zip comes from the 7zip-bin
//   package instead of electron-builder's download.
// Any warning or error electron-builder logs fails the run, except the one that says signing
// was skipped because this is not a Mac.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASES_PAGE, releaseSettingsFrom } from '../main/release-settings.ts';

const require = createRequire(import.meta.url);
const ROOT = resolve(import.meta.dirname, '../../..');
const STUDIO = join(ROOT, 'studio');
// electron-builder's own copies of its helpers, so the log spied on is the one it writes to.
const builderRequire = createRequire(require.resolve('app-builder-lib/package.json'));

/* eslint-disable @typescript-eslint/no-explicit-any -- YAML, plist and builder options are walked freely */
const { load } = require('js-yaml') as { load(text: string): any };
const plist = builderRequire('plist') as {
  build(value: unknown): string;
  parse(text: string): any;
};
const resedit = builderRequire('resedit') as any;
const asar = builderRequire('@electron/asar') as {
  getRawHeader(archive: string): { headerString: string };
  extractAll(archive: string, dest: string): void;
  extractFile(archive: string, file: string): Buffer;
  listPackage(archive: string, options: object): string[];
};
const { getCurrentFuseWire, FuseV1Options } = builderRequire('@electron/fuses') as any;
const { log } = builderRequire('builder-util') as {
  log: Record<'warn' | 'error', (fields: unknown, message?: string) => void>;
};
const { build, Platform, Arch } = require('electron-builder') as any;

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const FUSE_WIRE_LENGTH = 8;
const studioPackage = JSON.parse(readFileSync(join(STUDIO, 'package.json'), 'utf8'));
const VERSION: string = studioPackage.version;
const PRODUCT = 'Kawaii Atelier Studio';
const realConfig = load(readFileSync(join(ROOT, 'build/electron-builder.yml'), 'utf8'));

// The only message allowed: this machine is not a Mac, so the app is not signed.
const LINUX_ONLY_WARNINGS = [/^skipped macOS application code signing.*supported only on macOS/];

/** Bytes standing in for an Electron binary: Electron's fuse wire (version 1, 8 fuses). */
function fuseCarrier(): Buffer {
  const wire = Buffer.from([1, FUSE_WIRE_LENGTH, ...Buffer.from('1'.repeat(FUSE_WIRE_LENGTH))]);
  return Buffer.concat([Buffer.from('stand-in for Electron '), Buffer.from(SENTINEL), wire]);
}

function writeFile(file: string, content: string | Buffer, mode = 0o644): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content, { mode });
}

/** Electron.app as electron-builder finds it in Electron's darwin zip: plists, binaries, helpers. */
function standInMacDist(dir: string): string {
  const contents = join(dir, 'Electron.app/Contents');
  writeFile(
    join(contents, 'Info.plist'),
    plist.build({
      CFBundleExecutable: 'Electron',
      CFBundleIdentifier: 'com.github.Electron',
      CFBundleName: 'Electron',
      CFBundleDisplayName: 'Electron',
      CFBundleIconFile: 'electron.icns',
      CFBundlePackageType: 'APPL',
    }),
  );
  writeFile(join(contents, 'MacOS/Electron'), 'stand-in', 0o755);
  writeFile(join(contents, 'Resources/electron.icns'), 'stand-in');
  writeFile(
    join(contents, 'Frameworks/Electron Framework.framework/Electron Framework'),
    fuseCarrier(),
  );
  for (const suffix of ['', ' (Renderer)', ' (GPU)', ' (Plugin)']) {
    const helper = join(contents, `Frameworks/Electron Helper${suffix}.app/Contents`);
    writeFile(
      join(helper, 'Info.plist'),
      plist.build({
        CFBundleExecutable: `Electron Helper${suffix}`,
        CFBundleIdentifier: 'com.github.Electron.helper',
      }),
    );
    writeFile(join(helper, `MacOS/Electron Helper${suffix}`), 'stand-in', 0o755);
  }
  writeFile(join(dir, 'LICENSE'), 'stand-in');
  return dir;
}

/** electron.exe: a real (empty) PE with the version resource Electron's has, and the fuse wire. */
function standInWindowsDist(dir: string): string {
  const exe = resedit.NtExecutable.createEmpty(false, false);
  const resources = resedit.NtExecutableResource.from(exe);
  const version = resedit.Resource.VersionInfo.createEmpty();
  version.lang = 1033;
  version.setStringValues({ lang: 1033, codepage: 1200 }, { ProductName: 'Electron' });
  version.setFileVersion(45, 0, 0, 0);
  version.outputToResourceEntries(resources.entries);
  resources.outputResource(exe);
  exe.setExtraData(fuseCarrier());
  writeFile(join(dir, 'electron.exe'), Buffer.from(exe.generate()), 0o755);
  writeFile(join(dir, 'LICENSE'), 'stand-in');
  mkdirSync(join(dir, 'resources'), { recursive: true });
  return dir;
}

/** The fuses as the configuration sets them, in the states @electron/fuses reads back. */
function expectedFuses(): Record<number, number> {
  const names: Record<string, number> = {
    runAsNode: FuseV1Options.RunAsNode,
    enableCookieEncryption: FuseV1Options.EnableCookieEncryption,
    enableNodeOptionsEnvironmentVariable: FuseV1Options.EnableNodeOptionsEnvironmentVariable,
    enableNodeCliInspectArguments: FuseV1Options.EnableNodeCliInspectArguments,
    enableEmbeddedAsarIntegrityValidation: FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
    onlyLoadAppFromAsar: FuseV1Options.OnlyLoadAppFromAsar,
    loadBrowserProcessSpecificV8Snapshot: FuseV1Options.LoadBrowserProcessSpecificV8Snapshot,
    grantFileProtocolExtraPrivileges: FuseV1Options.GrantFileProtocolExtraPrivileges,
  };
  const expected: Record<number, number> = {};
  for (const [name, on] of Object.entries(realConfig.electronFuses as Record<string, boolean>)) {
    expected[names[name]!] = (on ? '1' : '0').charCodeAt(0);
  }
  return expected;
}

/** The sha256 of an asar's header: what Electron checks the archive against at launch. */
function asarHeaderHash(archive: string): string {
  return createHash('sha256').update(asar.getRawHeader(archive).headerString).digest('hex');
}

/** A bare import of a package or a file in it: `name`, `name/file`, `@scope/name/file`. */
const PACKAGE_SPECIFIER = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*(\/[\w./-]+)?$/;

/** The packages a built bundle loads at run time (bare specifiers, not Node's, not Electron). */
function runtimeImports(bundle: string): string[] {
  const code = readFileSync(bundle, 'utf8');
  const specifiers = new Set<string>();
  const patterns = [
    /\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\brequire\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) specifiers.add(match[1]!);
  }
  return (
    [...specifiers]
      // Only what can name a package: the patterns also catch text in the bundle's strings (a
      // schema's `["from"]` followed by a quote further on), which is no import.
      .filter((name) => PACKAGE_SPECIFIER.test(name))
      .filter((name) => !name.startsWith('node:') && !builtinModules.includes(name))
      .filter((name) => name !== 'electron')
      .sort()
  );
}

let work: string;
let release: string;
const warnings: string[] = [];
let artifacts: string[] = [];
/** What electron-builder computed for each platform packed, read in an afterPack hook. */
const computed: Record<string, { updateConfig: any; installerName: string }> = {};
const { getAppUpdatePublishConfiguration } = builderRequire('./out/publish/PublishManager') as any;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'kawaii-packaging-'));
  // The studio as the release workflow builds it (electron-vite: out/main, preload, renderer).
  const built = spawnSync(join(ROOT, 'node_modules/.bin/electron-vite'), ['build'], {
    cwd: STUDIO,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`electron-vite build failed:\n${built.stderr}`);

  const sevenZip = join(work, '7za');
  copyFileSync((require('7zip-bin') as { path7za: string }).path7za, sevenZip);
  chmodSync(sevenZip, 0o755);
  process.env['ELECTRON_BUILDER_7ZIP_PATH'] = sevenZip;

  const dists: Record<string, string> = {
    darwin: standInMacDist(join(work, 'electron-darwin')),
    win32: standInWindowsDist(join(work, 'electron-win32')),
  };
  for (const level of ['warn', 'error'] as const) {
    const original = log[level].bind(log);
    log[level] = (fields, message) => {
      const text = message === undefined ? String(fields) : `${message} ${JSON.stringify(fields)}`;
      if (!LINUX_ONLY_WARNINGS.some((allowed) => allowed.test(text))) {
        warnings.push(`${level}: ${text}`);
      }
      original(fields, message);
    };
  }

  release = join(work, 'release', VERSION);
  const config = {
    ...realConfig,
    directories: { ...realConfig.directories, output: join(work, 'release/${version}') },
    electronDist: ({ platformName }: { platformName: string }) => dists[platformName],
    beforePack: null,
    // The update configuration electron-builder writes into app-update.yml (on Windows only when
    // it builds the NSIS installer, which Linux cannot), and the installer's file name.
    afterPack: async ({ packager, arch, electronPlatformName }: any) => {
      const installer = electronPlatformName === 'darwin' ? realConfig.dmg : realConfig.nsis;
      computed[electronPlatformName] = {
        updateConfig: await getAppUpdatePublishConfiguration(packager, null, arch, true),
        installerName: packager.expandArtifactNamePattern(
          installer,
          electronPlatformName === 'darwin' ? 'dmg' : 'exe',
          arch,
        ),
      };
    },
    compression: 'store',
    // What the release workflow builds in (-c.extraMetadata.…): the shop and the update mode.
    extraMetadata: { studioShopUrl: 'https://kawaii-atelier.example/', studioUpdates: 'notify' },
  };
  const targets = new Map([
    [Platform.MAC, new Map([[Arch.arm64, ['zip']]])],
    [Platform.WINDOWS, new Map([[Arch.x64, ['dir']]])],
  ]);
  artifacts = await build({ projectDir: STUDIO, config, targets, publish: 'never' });
}, 150_000);

afterAll(() => {
  delete process.env['ELECTRON_BUILDER_7ZIP_PATH'];
  if (work) rmSync(work, { recursive: true, force: true });
});

const macApp = () => join(release, 'mac-arm64', `${PRODUCT}.app`);
const macResources = () => join(macApp(), 'Contents/Resources');
const winApp = () => join(release, 'win-unpacked');

describe('the packaging dry run', () => {
  it('logs no warning and no error', () => {
    expect(warnings).toEqual([]);
  });

  it('keeps the native rebuild off, explicitly', () => {
    expect(realConfig.npmRebuild).toBe(false);
  });

  it('names the mac zip as the release uploads it, and lists it in latest-mac.yml', () => {
    const zipName = `Kawaii-Atelier-Studio-${VERSION}-mac-arm64.zip`;
    const zip = join(release, zipName);
    expect(artifacts).toContain(zip);
    const info = load(readFileSync(join(release, 'latest-mac.yml'), 'utf8'));
    const sha512 = createHash('sha512').update(readFileSync(zip)).digest('base64');
    expect(info.version).toBe(VERSION);
    expect(info.path).toBe(zipName);
    expect(info.files).toEqual([
      expect.objectContaining({ url: zipName, sha512, size: readFileSync(zip).length }),
    ]);
  });

  it('names the packed apps as the smoke test looks for them', async () => {
    const { findPackagedApp } = (await import(
      pathToFileURL(join(ROOT, 'build/smoke-launch.mjs')).href
    )) as { findPackagedApp(releaseDir: string, platform: string): string | null };
    const releaseRoot = join(work, 'release');
    expect(findPackagedApp(releaseRoot, 'darwin')).toBe(
      join(macApp(), `Contents/MacOS/${PRODUCT}`),
    );
    expect(findPackagedApp(releaseRoot, 'win32')).toBe(join(winApp(), `${PRODUCT}.exe`));
  });

  it('names the installers as the README and the release workflow do', () => {
    expect(computed['darwin']?.installerName).toBe(`Kawaii-Atelier-Studio-${VERSION}-arm64.dmg`);
    expect(computed['win32']?.installerName).toBe(`Kawaii-Atelier-Studio-Setup-${VERSION}.exe`);
  });

  it('writes app-update.yml so electron-updater finds the GitHub releases', () => {
    const macUpdate = load(readFileSync(join(macResources(), 'app-update.yml'), 'utf8'));
    expect(macUpdate).toEqual(computed['darwin']?.updateConfig);
    for (const update of [macUpdate, computed['win32']?.updateConfig]) {
      expect(update).toMatchObject({
        provider: 'github',
        owner: realConfig.publish.owner,
        repo: realConfig.publish.repo,
      });
      expect(update.owner).toMatch(/\S/);
      expect(update.repo).toMatch(/\S/);
    }
  });

  it('points the update notice at the releases electron-updater reads', () => {
    const { owner, repo } = realConfig.publish;
    expect(RELEASES_PAGE).toBe(`https://github.com/${owner}/${repo}/releases`);
  });

  it('builds in the shop address and the update mode the release asks for', () => {
    const appPackage = JSON.parse(
      asar.extractFile(join(macResources(), 'app.asar'), 'package.json').toString('utf8'),
    ) as unknown;
    expect(releaseSettingsFrom(appPackage)).toEqual({
      shopUrl: 'https://kawaii-atelier.example',
      updates: 'notify',
    });
  });

  it('flips every fuse as configured, on both platforms', async () => {
    const expected = expectedFuses();
    const mac = await getCurrentFuseWire(macApp());
    const win = await getCurrentFuseWire(join(winApp(), `${PRODUCT}.exe`));
    for (const wire of [mac, win]) {
      for (const [fuse, state] of Object.entries(expected)) {
        expect(wire[fuse], `fuse ${fuse}`).toBe(state);
      }
    }
  });

  it('records app.asar’s integrity where Electron checks it (Info.plist, exe resource)', () => {
    const macInfo = plist.parse(readFileSync(join(macApp(), 'Contents/Info.plist'), 'utf8'));
    expect(macInfo.ElectronAsarIntegrity['Resources/app.asar']).toEqual({
      algorithm: 'SHA256',
      hash: asarHeaderHash(join(macResources(), 'app.asar')),
    });
    expect(macInfo.CFBundleIdentifier).toBe(realConfig.appId);
    expect(macInfo.CFBundleShortVersionString).toBe(VERSION);

    const exe = resedit.NtExecutable.from(readFileSync(join(winApp(), `${PRODUCT}.exe`)));
    const entries = resedit.NtExecutableResource.from(exe).entries as {
      type: unknown;
      id: unknown;
      bin: ArrayBuffer;
    }[];
    const integrity = entries.find((e) => e.type === 'INTEGRITY' && e.id === 'ELECTRONASAR');
    expect(JSON.parse(Buffer.from(integrity!.bin).toString('utf8'))).toEqual([
      {
        file: 'resources\\app.asar',
        alg: 'SHA256',
        value: asarHeaderHash(join(winApp(), 'resources/app.asar')),
      },
    ]);
    const [version] = resedit.Resource.VersionInfo.fromEntries(entries);
    const strings = version.getStringValues({ lang: 1033, codepage: 1200 });
    expect(strings).toMatchObject({ ProductName: PRODUCT, FileVersion: VERSION });
  });

  it('packs the built studio and leaves out what the bundles already hold', () => {
    const files = asar.listPackage(join(macResources(), 'app.asar'), {}).map((f) => f.slice(1));
    for (const needed of [
      'out/main/index.js',
      'out/preload/index.cjs',
      'out/renderer/index.html',
    ]) {
      expect(files).toContain(needed);
    }
    const bundled = files.filter((file) =>
      /^node_modules\/(react|react-dom|zod|@kawaii|@tanstack)(\/|$)|\.(map|tsx?)$/.test(file),
    );
    expect(bundled).toEqual([]);
  });

  it('declares as dependencies exactly what the main process loads at run time', () => {
    const imports = runtimeImports(join(STUDIO, 'out/main/index.js'));
    expect(Object.keys(studioPackage.dependencies).sort()).toEqual(imports);
  });

  it('carries every package the main process loads, with their own dependencies', () => {
    const app = join(work, 'extracted');
    asar.extractAll(join(macResources(), 'app.asar'), app);
    const imports = runtimeImports(join(app, 'out/main/index.js'));
    expect(imports).toEqual(
      expect.arrayContaining(['better-sqlite3', 'electron-updater', 'sharp']),
    );
    // Loads each from the packed app alone (nothing above it has a node_modules), with a
    // stand-in for the `electron` module that only Electron provides.
    const script = `
      const Module = require('node:module');
      const load = Module._load;
      Module._load = function (request, ...rest) {
        return request === 'electron' ? { app: {}, ipcMain: {}, net: {} } : load.call(this, request, ...rest);
      };
      const appRequire = Module.createRequire(${JSON.stringify(join(app, 'out/main/index.js'))});
      for (const name of ${JSON.stringify(imports)}) appRequire(name);
      require(${JSON.stringify(join(app, 'node_modules/electron-updater/package.json'))});
      console.log('loaded');
    `;
    const loaded = spawnSync(process.execPath, ['-e', script], { cwd: app, encoding: 'utf8' });
    expect(loaded.stderr).toBe('');
    expect(loaded.stdout.trim()).toBe('loaded');
    expect(
      existsSync(join(app, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node')),
    ).toBe(true);
    const unpacked = readdirSync(join(macResources(), 'app.asar.unpacked/node_modules'));
    expect(unpacked).toEqual(expect.arrayContaining(['better-sqlite3', 'sharp']));
  });
});
