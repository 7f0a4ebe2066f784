import { contextBridge, ipcRenderer } from 'electron';
import { operationChannel } from '../bridge/ipc-channels.ts';
import type { StudioInvoke } from '../bridge/studio-operations.ts';
import { readVersionArgument } from './launch-arguments.ts';
import { STUDIO_BRIDGE_KEY, type StudioBridge } from './studio-bridge.ts';

// Only `invoke` crosses over: the page never gets ipcRenderer itself, and the main process
// validates every argument of every operation.
const invoke = ((operation: string, ...args: unknown[]) =>
  ipcRenderer.invoke(operationChannel(operation), ...args)) as StudioInvoke;

const bridge: StudioBridge = {
  version: readVersionArgument(process.argv),
  platform: process.platform,
  invoke,
};

contextBridge.exposeInMainWorld(STUDIO_BRIDGE_KEY, bridge);
