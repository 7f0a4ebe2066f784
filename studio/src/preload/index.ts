import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import { menuCommandChannel, operationChannel, type MenuCommand } from '../bridge/ipc-channels.ts';
import type { StudioInvoke } from '../bridge/studio-operations.ts';
import { readVersionArgument } from './launch-arguments.ts';
import { STUDIO_BRIDGE_KEY, type StudioBridge } from './studio-bridge.ts';

// Only `invoke`, a dropped file's path and the menu's commands cross over: the page never gets
// ipcRenderer itself, and the main process validates every argument of every operation.
const invoke = ((operation: string, ...args: unknown[]) =>
  ipcRenderer.invoke(operationChannel(operation), ...args)) as StudioInvoke;

const bridge: StudioBridge = {
  version: readVersionArgument(process.argv),
  platform: process.platform,
  invoke,
  pathForFile: (file) => webUtils.getPathForFile(file),
  onMenuCommand(listener) {
    const forward = (_event: IpcRendererEvent, command: MenuCommand) => {
      if (command === 'preferences') listener(command);
    };
    ipcRenderer.on(menuCommandChannel(), forward);
    return () => void ipcRenderer.removeListener(menuCommandChannel(), forward);
  },
};

contextBridge.exposeInMainWorld(STUDIO_BRIDGE_KEY, bridge);
