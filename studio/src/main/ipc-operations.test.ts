// Every IPC argument is checked before a service sees it, with the API's field errors; failures
// cross over with their status; the operation map has a handler for each operation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudioServices } from '../services/studio-services.ts';
import { fakeAdmin, fakeShop, FAKE_SHOP_URL } from '../services/test/fake-shop.ts';
import { postInput } from '../services/test/inputs.ts';
import { newDataDir, openStudio, removeDataDir } from '../services/test/studio-fixture.ts';
import { answerOperation, createOperationTable, type OperationTable } from './ipc-operations.ts';

let dataDir: string;
let services: StudioServices;
let table: OperationTable;
let chosenFolder: string | null;
let chosenFile: string | null;

beforeEach(async () => {
  dataDir = newDataDir();
  services = openStudio(dataDir, { fetch: fakeShop().fetch });
  await services.signIn({ serverUrl: FAKE_SHOP_URL, email: fakeAdmin.email, password: 'pw' });
  chosenFolder = null;
  chosenFile = null;
  table = createOperationTable({
    services,
    chooseFolder: async () => chosenFolder,
    chooseImageFile: async () => chosenFile,
  });
});

afterEach(async () => {
  await services.close();
  removeDataDir(dataDir);
});

describe('answerOperation', () => {
  it('runs a valid call and answers with its value, parsed like the API parses it', async () => {
    const answer = await answerOperation(table, 'savePost', [
      null,
      { ...postInput({ title: '  Trimmed  ' }), tags: 'pink, dolls' },
    ]);
    expect(answer).toMatchObject({
      ok: true,
      value: { title: 'Trimmed', tags: ['pink', 'dolls'] },
    });
    const list = await answerOperation(table, 'listPosts', []);
    expect(list).toMatchObject({ ok: true, value: [{ title: 'Trimmed' }] });
  });

  it('refuses invalid arguments with the form’s field errors, before any service runs', async () => {
    const answer = await answerOperation(table, 'savePost', [null, { ...postInput(), title: '' }]);
    expect(answer).toEqual({
      ok: false,
      failure: {
        status: 400,
        message: 'Title is required',
        errors: { title: 'Title is required' },
      },
    });
    expect((await services.adminApi.listPosts()).length).toBe(0);
  });

  it('refuses extra or missing arguments and unknown operations', async () => {
    expect(await answerOperation(table, 'deletePost', [])).toMatchObject({
      ok: false,
      failure: { status: 400 },
    });
    expect(await answerOperation(table, 'listPosts', ['surprise'])).toMatchObject({
      ok: false,
      failure: { status: 400 },
    });
    expect(await answerOperation(table, 'toString', [])).toEqual({
      ok: false,
      failure: { status: 404, message: 'Unknown studio operation' },
    });
    expect(await answerOperation(table, 'importImage', ['not bytes', 'a.png'])).toMatchObject({
      ok: false,
      failure: { status: 400, message: 'The image must be sent as bytes' },
    });
  });

  it('passes a service’s failure on with its status and message', async () => {
    const answer = await answerOperation(table, 'deletePost', ['missing']);
    expect(answer).toEqual({ ok: false, failure: { status: 404, message: 'Post not found' } });
  });

  it('hides unexpected errors behind a plain message, and logs them', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      ...table,
      syncNow: { ...table.syncNow, run: () => Promise.reject(new Error('SQLITE_CORRUPT at /x')) },
    };
    const answer = await answerOperation(broken, 'syncNow', []);
    expect(answer).toEqual({
      ok: false,
      failure: { status: 500, message: 'Something went wrong in the studio. Please try again.' },
    });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('adds a media folder only when the artist chose one', async () => {
    expect(await answerOperation(table, 'addMediaFolder', [])).toEqual({ ok: true, value: [] });
    chosenFolder = dataDir;
    const answer = await answerOperation(table, 'addMediaFolder', []);
    expect(answer).toMatchObject({ ok: true, value: [{ path: dataDir }] });
  });

  it('keeps the conflict id and choice to what the sync understands', async () => {
    expect(await answerOperation(table, 'resolveConflict', ['1', 'neither'])).toMatchObject({
      ok: false,
      failure: { status: 400 },
    });
    const settled = await answerOperation(table, 'resolveConflict', ['1', 'mine']);
    expect(settled).toEqual({
      ok: false,
      failure: { status: 404, message: 'This conflict is already settled' },
    });
  });

  it('asks for a replacement picture only for "other-file", and changes nothing when she cancels', async () => {
    expect(await answerOperation(table, 'replaceMissingFile', ['1', 'any-file'])).toMatchObject({
      ok: false,
      failure: { status: 400 },
    });
    const cancelled = await answerOperation(table, 'replaceMissingFile', ['1', 'other-file']);
    expect(cancelled).toMatchObject({ ok: true, value: { conflicts: [], pending: 0 } });
    chosenFile = dataDir;
    expect(await answerOperation(table, 'replaceMissingFile', ['1', 'other-file'])).toEqual({
      ok: false,
      failure: { status: 404, message: 'This conflict is already settled' },
    });
  });
});
