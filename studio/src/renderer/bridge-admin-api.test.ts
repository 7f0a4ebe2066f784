import { AdminApiError } from '@kawaii/shared';
import { describe, expect, it } from 'vitest';
import type { StudioInvoke } from '../bridge/studio-operations.ts';
import { createBridgeAdminApi } from './bridge-admin-api.ts';
import { createStudioCall } from './studio-calls.ts';

function recordingBridge(answer: (operation: string, args: unknown[]) => unknown) {
  const calls: { operation: string; args: unknown[] }[] = [];
  const invoke = (async (operation: string, ...args: unknown[]) => {
    calls.push({ operation, args });
    return answer(operation, args);
  }) as StudioInvoke;
  return { api: createBridgeAdminApi(createStudioCall(invoke)), calls };
}

describe('the AdminApi over the bridge', () => {
  it('forwards each operation with its arguments and returns the value', async () => {
    const { api, calls } = recordingBridge(() => ({ ok: true, value: [{ _id: 'p1' }] }));
    expect(await api.listPosts()).toEqual([{ _id: 'p1' }]);
    await api.updateOrderStatus('o1', 'shipped', 'Posted today', { carrier: 'Post' });
    expect(calls).toEqual([
      { operation: 'listPosts', args: [] },
      {
        operation: 'updateOrderStatus',
        args: ['o1', 'shipped', 'Posted today', { carrier: 'Post' }],
      },
    ]);
  });

  it('tells the studio after each change, not after reads', async () => {
    const calls: string[] = [];
    const invoke = (async (operation: string) => {
      calls.push(operation);
      return { ok: true, value: null };
    }) as StudioInvoke;
    let writes = 0;
    const api = createBridgeAdminApi(createStudioCall(invoke), () => writes++);
    await api.listPosts();
    await api.saveCategory(null, { name: 'Plushies', isActive: true });
    await api.deleteGame('g1');
    expect(writes).toBe(2);
    expect(calls).toEqual(['listPosts', 'saveCategory', 'deleteGame']);
  });

  it('throws a failure as the AdminApiError the admin screens understand', async () => {
    const { api } = recordingBridge(() => ({
      ok: false,
      failure: { status: 409, message: 'Changed elsewhere', current: { _id: 'p1', version: 3 } },
    }));
    const error = await api.deletePost('p1').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error).toMatchObject({ status: 409, message: 'Changed elsewhere', isStaleSave: true });
  });

  it('sends a picked image as bytes and reports it done', async () => {
    const { api, calls } = recordingBridge(() => ({
      ok: true,
      value: { path: 'studio-local://ab12', width: 2, height: 1 },
    }));
    const progress: number[] = [];
    const uploaded = await api.uploadImage(new Blob([new Uint8Array([1, 2, 3])]), 'doll.png', {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(uploaded.path).toBe('studio-local://ab12');
    expect(calls[0]?.operation).toBe('importImage');
    expect(calls[0]?.args).toEqual([new Uint8Array([1, 2, 3]), 'doll.png']);
    expect(progress).toEqual([1]);
  });

  it('does not send an upload that was already cancelled', async () => {
    const { api, calls } = recordingBridge(() => ({ ok: true, value: null }));
    const controller = new AbortController();
    controller.abort();
    const error = await api
      .uploadImage(new Blob(['x']), 'x.png', { signal: controller.signal })
      .catch((reason: unknown) => reason);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(calls).toEqual([]);
  });
});
