// electron-builder `beforePack` hook (build/electron-builder.yml). It runs only while packaging
// installers (`npm run package:mac` / `package:win`, or the release workflow).
//
// 1. better-sqlite3 for Electron: the packaging config says `npmRebuild: false`, because
//    node_modules must keep the Node build of better-sqlite3 that the API and the unit tests
//    load. The studio's main process runs on Electron's own Node ABI, so right before packing
//    the module is rebuilt for the Electron version, platform and architecture being packed.
//    The rebuild happens in place (npm workspaces hoist better-sqlite3 to the root
//    node_modules); afterwards `npm rebuild better-sqlite3` gives the tests their Node build
//    back. A missing @electron/rebuild or a failed rebuild FAILS the build: an app that cannot
//    open its database must never be shipped.
// 2. sharp: its binaries come per platform and architecture (@img/sharp-<os>-<arch>). The app
//    must carry those of the architecture packed, and no other's.
/* eslint-disable @typescript-eslint/no-require-imports -- electron-builder loads hooks as CommonJS */
const fs = require('node:fs');
const path = require('node:path');

const NATIVE_MODULES = ['better-sqlite3'];
const WORKSPACE_ROOT = path.resolve(__dirname, '..');
const ARCH_NAMES = ['ia32', 'x64', 'armv7l', 'arm64', 'universal'];

/** The @img packages of another platform or architecture than the one packed. */
function foreignSharpBinaries(imgDir, platform, arch) {
  if (!fs.existsSync(imgDir)) return [];
  const own = new Set([`sharp-${platform}-${arch}`, `sharp-libvips-${platform}-${arch}`]);
  return fs
    .readdirSync(imgDir)
    .filter((name) => name.startsWith('sharp-') && name !== 'colour' && !own.has(name));
}

/** Fails when sharp's binaries for the packed architecture are missing or another's are there. */
function checkSharpBinaries(nodeModules, platform, arch) {
  const imgDir = path.join(nodeModules, '@img');
  const ownBinary = path.join(imgDir, `sharp-${platform}-${arch}`);
  if (!fs.existsSync(ownBinary)) {
    throw new Error(`[before-pack] sharp has no binary for ${platform}-${arch} (${ownBinary})`);
  }
  const foreign = foreignSharpBinaries(imgDir, platform, arch);
  if (foreign.length > 0) {
    throw new Error(
      `[before-pack] sharp binaries of other architectures would be packed: ${foreign.join(', ')}. ` +
        'Package each architecture on its own machine (one release job each).',
    );
  }
}

async function rebuildForElectron(context, arch) {
  let rebuild;
  try {
    ({ rebuild } = await import('@electron/rebuild'));
  } catch (error) {
    throw new Error(
      '[before-pack] @electron/rebuild is missing, so better-sqlite3 cannot be built for Electron',
      { cause: error },
    );
  }
  const electronVersion =
    context.packager.config.electronVersion ?? require('electron/package.json').version;
  console.info(
    `[before-pack] rebuilding ${NATIVE_MODULES.join(', ')} for Electron ${electronVersion} ` +
      `(${context.electronPlatformName}-${arch})`,
  );
  await rebuild({
    buildPath: context.packager.projectDir,
    projectRootPath: WORKSPACE_ROOT,
    electronVersion,
    platform: context.electronPlatformName,
    arch,
    onlyModules: NATIVE_MODULES,
    force: true,
  });
  const binary = path.join(
    WORKSPACE_ROOT,
    'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
  );
  if (!fs.existsSync(binary)) {
    throw new Error(`[before-pack] the rebuild left no ${binary}`);
  }
}

exports.default = async function prepareNativeModules(context) {
  const arch = ARCH_NAMES[context.arch];
  await rebuildForElectron(context, arch);
  checkSharpBinaries(path.join(WORKSPACE_ROOT, 'node_modules'), context.electronPlatformName, arch);
};
exports.foreignSharpBinaries = foreignSharpBinaries;
exports.checkSharpBinaries = checkSharpBinaries;
