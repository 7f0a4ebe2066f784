import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { app, BrowserWindow, dialog, Menu, session, shell } from 'electron';
import { createLogFile, type StudioLogger } from '../services/log-file.ts';
import { createStudioServices, type StudioServices } from '../services/studio-services.ts';
import { appMenuTemplate } from './app-menu.ts';
import { guardAllWebContents } from './app-guards.ts';
import { startUpdates } from './auto-update.ts';
import { createOperationTable } from './ipc-operations.ts';
import { isDebugRun, isSmokeTest } from './launch-options.ts';
import { createMainWindow, isStudioPage } from './main-window.ts';
import { menuCommandChannel } from '../bridge/ipc-channels.ts';
import { createQuitSequence } from './quit-sequence.ts';
import { registerOperationHandlers } from './register-ipc.ts';
import { releaseSettingsFrom } from './release-settings.ts';
import { safeStorageCipher } from './safe-storage-cipher.ts';
import { waitForPage } from './smoke-test.ts';
import { describeStartupError } from './startup-error.ts';
import { handleStudioProtocols, registerStudioSchemes } from './studio-protocols.ts';
import type { UpdateService } from './update-service.ts';

// The main process only wires: services over the app's data folder, the IPC table, the
// studio's URL schemes, the menu, the window, the log, updates and quitting. Everything else
// lives in ../services and in the plain modules beside this one.
const smokeTest = isSmokeTest(process.argv);
if (smokeTest) app.setPath('userData', mkdtempSync(join(tmpdir(), 'kawaii-studio-smoke-')));
const developer = !app.isPackaged || isDebugRun(process.argv, process.env);
const logsDir = join(app.getPath('userData'), 'logs');
const log: StudioLogger = createLogFile(logsDir, {
  echo: app.isPackaged ? undefined : (line) => console.info(line),
});
process.on('uncaughtException', (error) => log.error('Uncaught error in the main process', error));
process.on('unhandledRejection', (error) =>
  log.error('Unhandled rejection in the main process', error),
);

let services: StudioServices | null = null;
let mainWindow: BrowserWindow | null = null;
let updates: UpdateService | null = null;

const quitSequence = createQuitSequence({
  closeServices: async () => {
    updates?.stop();
    const closing = services;
    services = null;
    await closing?.close();
    log.info('The studio closed');
  },
  quit: () => app.quit(),
  exit: () => app.exit(0),
  relaunch: () => app.relaunch(),
  log: (message, error) => log.error(message, error),
});

/** The studio's window: shown and focused, or opened again when there is none. */
function showWindow(): void {
  if (!app.isReady() || services === null) return;
  if (!mainWindow || mainWindow.isDestroyed()) {
    mainWindow = openWindow();
    return;
  }
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

function openWindow(): BrowserWindow {
  return createMainWindow({
    stateFile: join(app.getPath('userData'), 'window-state.json'),
    devTools: developer,
    onCrash: (reason) => log.child('window').error(`The studio's page stopped (${reason})`),
  });
}

/** A menu command for the page (Settings…): sent to the window, opened first if needed. */
function tellWindow(command: 'preferences'): void {
  showWindow();
  const contents = mainWindow?.webContents;
  if (!contents) return;
  const send = () => contents.send(menuCommandChannel(), command);
  // A window just opened hears it once its page is there.
  if (contents.isLoading()) contents.once('did-finish-load', send);
  else send();
}

// One studio at a time: a second one would push every change twice.
if (!smokeTest && !app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerStudioSchemes();
  app.on('second-instance', () => quitSequence.secondLaunch(showWindow));
  void app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      log.error('The studio could not start', error);
      const problem = describeStartupError(error);
      if (smokeTest) console.error(`Smoke test failed: ${problem.message}`);
      else dialog.showErrorBox(problem.title, problem.message);
      app.exit(1);
    });
}

function readReleaseSettings() {
  try {
    return releaseSettingsFrom(
      JSON.parse(readFileSync(join(app.getAppPath(), 'package.json'), 'utf8')),
    );
  } catch {
    return releaseSettingsFrom(null);
  }
}

async function start(): Promise<void> {
  log.info(
    `Kawaii Atelier Studio ${app.getVersion()} starting (${process.platform} ${process.arch})`,
  );
  // The studio needs no camera, microphone, notifications or geolocation: refuse every request.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, respond) =>
    respond(false),
  );
  const release = readReleaseSettings();
  const studio = createStudioServices({
    dataDir: join(app.getPath('userData'), 'studio-data'),
    cipher: safeStorageCipher,
    builtInShopUrl: release.shopUrl,
    log: log.child('sync'),
  });
  services = studio;
  const serverUrl = () => studio.session().serverUrl;
  guardAllWebContents(isStudioPage, serverUrl, log.child('window'));
  const chooseFolder = async () => {
    const owner = BrowserWindow.getFocusedWindow();
    const options = { title: 'Add a folder of images', properties: ['openDirectory' as const] };
    const choice = owner
      ? await dialog.showOpenDialog(owner, options)
      : await dialog.showOpenDialog(options);
    return choice.canceled ? null : (choice.filePaths[0] ?? null);
  };

  const chooseImageFile = async () => {
    const owner = BrowserWindow.getFocusedWindow();
    const options = {
      title: 'Choose the picture to use instead',
      properties: ['openFile' as const],
      filters: [{ name: 'Images', extensions: ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif'] }],
    };
    const choice = owner
      ? await dialog.showOpenDialog(owner, options)
      : await dialog.showOpenDialog(options);
    return choice.canceled ? null : (choice.filePaths[0] ?? null);
  };

  updates = smokeTest ? null : startUpdates(release.updates, log.child('updater'));
  registerOperationHandlers(
    createOperationTable({ services: studio, chooseFolder, chooseImageFile, updates }),
    isStudioPage,
  );
  handleStudioProtocols(join(import.meta.dirname, '../renderer'), studio);
  const showAbout = () =>
    void dialog.showMessageBox({
      type: 'info',
      title: 'About Kawaii Atelier Studio',
      message: `Kawaii Atelier Studio ${app.getVersion()}`,
      detail: 'The artist’s studio for the Kawaii Atelier shop.\nCopyright © 2026 Momo Sakura',
    });
  app.setAboutPanelOptions({
    applicationName: 'Kawaii Atelier Studio',
    applicationVersion: app.getVersion(),
    copyright: 'Copyright © 2026 Momo Sakura',
  });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      appMenuTemplate(
        process.platform,
        {
          syncNow: () => void studio.sync.syncNow(),
          addMediaFolder: () =>
            void chooseFolder()
              .then((folder) => (folder === null ? null : studio.media.addFolder(folder)))
              .catch((error: unknown) =>
                dialog.showErrorBox('The folder could not be added', String(error)),
              ),
          checkForUpdates: () => {
            showWindow();
            void updates?.checkNow();
          },
          openPreferences: () => tellWindow('preferences'),
          openLogsFolder: () => void shell.openPath(logsDir),
          showAbout,
        },
        { developer },
      ),
    ),
  );
  mainWindow = openWindow();

  if (smokeTest) {
    await waitForPage(mainWindow);
    await studio.close();
    console.info('Smoke test passed: database opened, window loaded.');
    app.exit(0);
    return;
  }

  void studio.sync.syncNow();
  updates?.start();

  // macOS keeps the app running without windows; clicking the dock icon opens one again.
  app.on('activate', () => {
    if (!quitSequence.quitting) showWindow();
  });
}

// Quitting never waits on the network for more than a moment (quit-sequence.ts).
app.on('before-quit', (event) => {
  if (smokeTest) return;
  if (quitSequence.holdQuit()) event.preventDefault();
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
