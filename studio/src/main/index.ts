import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { app, BrowserWindow, dialog, Menu, session } from 'electron';
import { createStudioServices, type StudioServices } from '../services/studio-services.ts';
import { appMenuTemplate } from './app-menu.ts';
import { guardAllWebContents } from './app-guards.ts';
import { checkForUpdates } from './auto-update.ts';
import { createOperationTable } from './ipc-operations.ts';
import { isSmokeTest } from './launch-options.ts';
import { createMainWindow, isStudioPage } from './main-window.ts';
import { registerOperationHandlers } from './register-ipc.ts';
import { safeStorageCipher } from './safe-storage-cipher.ts';
import { waitForPage } from './smoke-test.ts';
import { describeStartupError } from './startup-error.ts';
import { handleStudioProtocols, registerStudioSchemes } from './studio-protocols.ts';

// The main process only wires: services over the app's data folder, the IPC table, the
// studio's URL schemes, the menu and the window. Everything else lives in ../services.
const smokeTest = isSmokeTest(process.argv);
if (smokeTest) app.setPath('userData', mkdtempSync(join(tmpdir(), 'kawaii-studio-smoke-')));

let services: StudioServices | null = null;
let mainWindow: BrowserWindow | null = null;

// One studio at a time: a second one would push every change twice.
if (!smokeTest && !app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerStudioSchemes();
  app.on('second-instance', () => {
    if (!mainWindow || mainWindow.isDestroyed()) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  void app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      const problem = describeStartupError(error);
      if (smokeTest) console.error(`Smoke test failed: ${problem.message}`);
      else dialog.showErrorBox(problem.title, problem.message);
      app.exit(1);
    });
}

async function start(): Promise<void> {
  // The studio needs no camera, microphone, notifications or geolocation: refuse every request.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, respond) =>
    respond(false),
  );
  const studio = createStudioServices({
    dataDir: join(app.getPath('userData'), 'studio-data'),
    cipher: safeStorageCipher,
  });
  services = studio;
  const serverUrl = () => studio.session().serverUrl;
  guardAllWebContents(isStudioPage, serverUrl);
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

  registerOperationHandlers(
    createOperationTable({ services: studio, chooseFolder, chooseImageFile }),
    isStudioPage,
  );
  handleStudioProtocols(join(import.meta.dirname, '../renderer'), studio);
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      appMenuTemplate(process.platform, {
        syncNow: () => void studio.sync.syncNow(),
        addMediaFolder: () =>
          void chooseFolder()
            .then((folder) => (folder === null ? null : studio.media.addFolder(folder)))
            .catch((error: unknown) =>
              dialog.showErrorBox('The folder could not be added', String(error)),
            ),
      }),
    ),
  );
  mainWindow = createMainWindow();

  if (smokeTest) {
    await waitForPage(mainWindow);
    await studio.close();
    console.info('Smoke test passed: database opened, window loaded.');
    app.exit(0);
    return;
  }

  void studio.sync.syncNow();
  checkForUpdates();

  // macOS keeps the app running without windows; clicking the dock icon opens one again.
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createMainWindow();
  });
}

// Quitting while a push is on its way waits for its answer, so the next start does not send
// it again; the database is closed cleanly.
let closed = false;
app.on('before-quit', (event) => {
  if (closed || services === null) return;
  event.preventDefault();
  const closing = services;
  services = null;
  void closing
    .close()
    .catch((error: unknown) => console.error('Closing the studio failed', error))
    .finally(() => {
      closed = true;
      app.quit();
    });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
