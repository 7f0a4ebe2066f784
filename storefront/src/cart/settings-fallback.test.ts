import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import type { ShopSettings } from '@kawaii/shared';
import { createHttpPublicApi } from '../api/http-public-api.ts';
import { createQueryClient } from '../query/query-client.ts';
import { settingsFallbackQuery } from './settings-fallback.ts';
import { PATIENCE } from '../test/patience.ts';

const settings = {
  shopName: 'Kawaii Atelier',
  zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
  shippingZones: [
    {
      _id: 'z-ca',
      name: 'Canada',
      countries: ['CA'],
      rateCents: 1200,
      freeOverCents: null,
      estimate: '5-8 business days',
    },
  ],
} as ShopSettings;

/** The shop's settings over HTTP; the first `failures` asks find the server down (a 503). */
function settingsServer(failures = 0) {
  const asked: string[] = [];
  const api = createHttpPublicApi(async (input) => {
    asked.push(String(input));
    if (asked.length <= failures) {
      return Response.json({ message: 'The shop is resting.' }, { status: 503 });
    }
    return Response.json(settings);
  });
  return { read: () => api.getSettings(), asked };
}

/** One view that reads a part of the settings, mounted until `stop`. */
function mount<Part>(
  client: ReturnType<typeof createQueryClient>,
  server: ReturnType<typeof settingsServer>,
  pick: (settings: ShopSettings) => Part,
  needed = true,
) {
  const observer = new QueryObserver(client, {
    ...settingsFallbackQuery(server.read),
    enabled: needed,
    select: pick,
  });
  const stop = observer.subscribe(() => undefined);
  /** Once the server was asked `asks` times in all and the answer is in. */
  const settled = (asks: number) =>
    vi.waitFor(() => {
      const result = observer.getCurrentResult();
      if (server.asked.length < asks || result.isFetching || (needed && result.isPending)) {
        throw new Error('still asking');
      }
    }, PATIENCE);
  return { observer, stop, settled };
}

const zonesOf = (shop: ShopSettings) => shop.shippingZones;
const zelleOf = (shop: ShopSettings) => shop.zelle;

afterEach(() => vi.restoreAllMocks());

describe('the settings a checkout asks for when the page came without them', () => {
  it('asks once for the shipping zones and the Zelle payee together', async () => {
    const server = settingsServer();
    const client = createQueryClient();
    const checkout = mount(client, server, zonesOf);
    const instructions = mount(client, server, zelleOf);
    await checkout.settled(1);
    await instructions.settled(1);

    expect(server.asked).toEqual(['/api/settings']);
    expect(checkout.observer.getCurrentResult().data).toEqual(settings.shippingZones);
    expect(instructions.observer.getCurrentResult().data).toEqual(settings.zelle);
  });

  it('asks again when the next view opens after a failure, and keeps the answer after that', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = settingsServer(1);
    const client = createQueryClient();
    const first = mount(client, server, zonesOf);
    await first.settled(1);
    expect(first.observer.getCurrentResult().data).toBeUndefined();
    expect(first.observer.getCurrentResult().error?.message).toBe('The shop is resting.');
    expect(console.error).toHaveBeenCalledOnce();
    first.stop();

    const second = mount(client, server, zonesOf);
    await second.settled(2);
    expect(second.observer.getCurrentResult().data).toEqual(settings.shippingZones);
    second.stop();

    const third = mount(client, server, zelleOf);
    await third.settled(2);
    expect(third.observer.getCurrentResult().data).toEqual(settings.zelle);
    expect(server.asked).toHaveLength(2);
  });

  it('never asks while the page provides them', async () => {
    const server = settingsServer();
    const view = mount(createQueryClient(), server, zonesOf, false);
    await view.settled(0);
    expect(server.asked).toEqual([]);
    expect(view.observer.getCurrentResult().data).toBeUndefined();
  });
});
