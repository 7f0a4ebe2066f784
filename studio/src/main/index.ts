import { app, BrowserWindow, Menu, session } from 'electron';
import { appMenuTemplate } from './app-menu.ts';
import { createMainWindow } from './main-window.ts';

void app.whenReady().then(() => {
  // The studio needs no camera, microphone, notifications or geolocation: refuse every request.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, respond) =>
    respond(false),
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(process.platform)));
  createMainWindow();

  // macOS keeps the app running without windows; clicking the dock icon opens one again.
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
