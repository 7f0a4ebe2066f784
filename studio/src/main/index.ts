import { join } from 'node:path';
import { app, BrowserWindow, dialog, Menu, session } from 'electron';
import { createStudioServices } from '../services/studio-services.ts';
import { appMenuTemplate } from './app-menu.ts';
import { createOperationTable } from './ipc-operations.ts';
import { createMainWindow, isStudioPage } from './main-window.ts';
import { registerOperationHandlers } from './register-ipc.ts';
import { safeStorageCipher } from './safe-storage-cipher.ts';
import { handleStudioProtocols, registerStudioSchemes } from './studio-protocols.ts';

// The main process only wires: services over the app's data folder, the IPC table, the
// studio's URL schemes, the menu and the window. Everything else lives in ../services.
registerStudioSchemes();

void app.whenReady().then(() => {
  // The studio needs no camera, microphone, notifications or geolocation: refuse every request.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, respond) =>
    respond(false),
  );

  const services = createStudioServices({
    dataDir: join(app.getPath('userData'), 'studio-data'),
    cipher: safeStorageCipher,
  });
  const chooseFolder = async () => {
    const owner = BrowserWindow.getFocusedWindow();
    const options = { title: 'Add a folder of images', properties: ['openDirectory' as const] };
    const choice = owner
      ? await dialog.showOpenDialog(owner, options)
      : await dialog.showOpenDialog(options);
    return choice.canceled ? null : (choice.filePaths[0] ?? null);
  };
  const serverUrl = () => services.session().serverUrl;

  registerOperationHandlers(createOperationTable({ services, chooseFolder }), isStudioPage);
  handleStudioProtocols(join(import.meta.dirname, '../renderer'), services);
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      appMenuTemplate(process.platform, {
        syncNow: () => void services.sync.syncNow(),
        addMediaFolder: () =>
          void chooseFolder()
            .then((folder) => (folder === null ? null : services.media.addFolder(folder)))
            .catch((error: unknown) =>
              dialog.showErrorBox('The folder could not be added', String(error)),
            ),
      }),
    ),
  );
  createMainWindow(serverUrl);
  void services.sync.syncNow();

  // macOS keeps the app running without windows; clicking the dock icon opens one again.
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow(serverUrl);
  });
  app.on('will-quit', () => services.sync.stop());
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
