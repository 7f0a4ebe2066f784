// Puts the operation table on IPC: one channel per operation, answered only for the studio's own
// page (a frame showing anything else gets a refusal, not the artist's data).
import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { operationChannel } from '../bridge/ipc-channels.ts';
import { answerOperation, type OperationTable } from './ipc-operations.ts';

export function registerOperationHandlers(
  table: OperationTable,
  isStudioPage: (url: string) => boolean,
): void {
  for (const name of Object.keys(table)) {
    ipcMain.handle(operationChannel(name), (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      if (!isStudioPage(event.senderFrame?.url ?? '')) {
        return { ok: false, failure: { status: 403, message: 'Not the studio' } };
      }
      return answerOperation(table, name, args);
    });
  }
}
