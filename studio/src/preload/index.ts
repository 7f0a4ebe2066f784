import { contextBridge } from 'electron';
import { readVersionArgument } from './launch-arguments.ts';
import { STUDIO_BRIDGE_KEY, type StudioBridge } from './studio-bridge.ts';

const bridge: StudioBridge = {
  version: readVersionArgument(process.argv),
  platform: process.platform,
};

contextBridge.exposeInMainWorld(STUDIO_BRIDGE_KEY, bridge);
