// electron-builder `beforePack` hook (build/electron-builder.yml). It runs only while packaging
// installers (`npm run package:mac` / `package:win`), never in install, tests or CI here.
//
// Why: the packaging config says `npmRebuild: false`, because node_modules must keep the Node
// build of better-sqlite3 that the API and the unit tests load. The studio's main process runs
// on Electron's own Node ABI, so right before packing we rebuild better-sqlite3 for the Electron
// version, platform and architecture being packed.
//
// The rebuild happens in place (npm workspaces hoist better-sqlite3 to the root node_modules).
// After packaging, give the tests their Node build back with: npm rebuild better-sqlite3
//
// @electron/rebuild ships with electron-builder's dependencies; if it is missing, the hook says
// so and packs the module unchanged (the app would then fail to open its local database).
/* eslint-disable @typescript-eslint/no-require-imports -- electron-builder loads hooks as CommonJS */
const path = require('node:path');
const { Arch } = require('electron-builder');

const NATIVE_MODULES = ['better-sqlite3'];
const WORKSPACE_ROOT = path.resolve(__dirname, '..');

async function loadRebuild() {
  try {
    const { rebuild } = await import('@electron/rebuild');
    return rebuild;
  } catch {
    return null;
  }
}

exports.default = async function rebuildNativeModulesForElectron(context) {
  const rebuild = await loadRebuild();
  if (!rebuild) {
    console.warn(
      '[before-pack] @electron/rebuild is not installed; better-sqlite3 is NOT rebuilt for ' +
        'Electron. Run `npm install --no-save @electron/rebuild` and package again.',
    );
    return;
  }

  const electronVersion =
    context.packager.config.electronVersion ?? require('electron/package.json').version;
  const arch = Arch[context.arch];
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
};
