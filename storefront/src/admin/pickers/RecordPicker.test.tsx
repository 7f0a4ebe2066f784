import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { STAFF_IDS_MAX, type AdminApi, type Product } from '@kawaii/shared';
import { createQueryClient } from '../../query/query-client.ts';
import { AdminApiProvider } from '../admin-api-context.tsx';
import { createHttpAdminApi } from '../http-admin-api.ts';
import {
  chosenItems,
  idsToRead,
  readChosen,
  withAnswer,
  withSeen,
  type KnownItems,
} from './chosen-records.ts';
import { pickerKeyAction, type PickerKeyState } from './picker-keys.ts';
import { PICKER_SOURCES, productItem, type PickerItem } from './picker-sources.ts';
import { ChosenChip, RecordPicker, type RecordPickerProps } from './RecordPicker.tsx';

const bunny: PickerItem = { id: 'p1', name: 'Bunny plush', note: null, image: null };
const fox: PickerItem = { id: 'p2', name: 'Fox plush', note: 'sold out', image: null };

function render(props: Partial<RecordPickerProps> = {}) {
  return renderToStaticMarkup(
    <AdminApiProvider api={createHttpAdminApi()}>
      <QueryClientProvider client={createQueryClient()}>
        <RecordPicker kind="products" label="Products" value={[]} onValue={() => {}} {...props} />
      </QueryClientProvider>
    </AdminApiProvider>,
  );
}

describe('the record picker, as drawn', () => {
  it('is a labelled combobox controlling a listbox of matches, closed until asked', () => {
    const html = render({ hint: 'Search by name' });
    const inputId = /<label id="[^"]+" class="field__label" for="([^"]+)">Products<\/label>/.exec(
      html,
    )?.[1];
    expect(inputId).toBeTruthy();
    expect(html).toContain(`id="${inputId}" type="text" role="combobox"`);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-autocomplete="list"');
    expect(html).toContain('placeholder="Search products…"');
    const listId = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${listId}" role="listbox"`);
    expect(html).toContain('aria-multiselectable="true"');
    expect(html).toMatch(/class="record-picker__popup" hidden=""/);
    expect(html).toContain('Search by name</p>');
    expect(html).not.toContain('Load more');
  });

  it('shows chosen ids as chips while they load by id, and the single choice by name', () => {
    const many = render({ value: ['p1', 'p2'] });
    expect(many).toContain('aria-label="Chosen products"');
    expect(many.match(/record-picker__chip--loading/g)).toHaveLength(2);

    const none = render({ single: true, noneText: 'None yet' });
    expect(none).toContain('None yet');
    expect(none).not.toContain('aria-multiselectable');
  });

  it('draws a chosen record by name with its note and a remove button naming it', () => {
    const chip = (state: Parameters<typeof ChosenChip>[0]['chosen']) =>
      renderToStaticMarkup(
        <ChosenChip chosen={state} source={PICKER_SOURCES.products} onRemove={() => {}} />,
      );
    const shown = chip({ id: 'p2', state: 'shown', item: fox });
    expect(shown).toContain('Fox plush');
    expect(shown).toContain('sold out');
    expect(shown).toContain('aria-label="Remove Fox plush"');
    // A deleted record says so and can still be removed; it never breaks the form.
    const missing = chip({ id: 'gone', state: 'missing' });
    expect(missing).toContain('(no longer there)');
    expect(missing).toContain('aria-label="Remove the product no longer there"');
    expect(chip({ id: 'x', state: 'failed' })).toContain('(could not be loaded)');
  });
});

describe('what the picker knows of its chosen ids', () => {
  it('reads only the ids it knows nothing of, once each', () => {
    const known: KnownItems = new Map([['p1', bunny]]);
    expect(idsToRead(['p1', 'p2', 'p2', 'p3'], known)).toEqual(['p2', 'p3']);
  });

  it('shows each chosen id in order: by name when read, missing when the read left it out', () => {
    const known = withAnswer(new Map(), ['p2', 'gone'], [fox]);
    expect(chosenItems(['gone', 'p2', 'p9'], known, new Set(['p9']))).toEqual([
      { id: 'gone', state: 'missing' },
      { id: 'p2', state: 'shown', item: fox },
      { id: 'p9', state: 'failed' },
    ]);
    // A match picked from the list is known at once: no read for it.
    const seen = withSeen(known, [bunny]);
    expect(idsToRead(['p1', 'p2'], seen)).toEqual([]);
    expect(chosenItems(['p1'], seen, new Set())).toEqual([
      { id: 'p1', state: 'shown', item: bunny },
    ]);
  });

  it(`reads many ids in batches of ${STAFF_IDS_MAX}, never the whole list`, async () => {
    const asked: string[][] = [];
    const api = {
      listStaffProductsByIds: async (ids: readonly string[]) => {
        asked.push([...ids]);
        return ids.filter((id) => id !== 'id7').map((id) => product(id));
      },
      listProducts: () => {
        throw new Error('the whole list was read');
      },
    } as unknown as AdminApi;
    const ids = Array.from({ length: STAFF_IDS_MAX + 20 }, (_, n) => `id${n}`);
    const items = await readChosen(api, PICKER_SOURCES.products, ids);
    expect(asked.map((batch) => batch.length)).toEqual([STAFF_IDS_MAX, 20]);
    expect(items).toHaveLength(ids.length - 1);
    const known = withAnswer(new Map(), ids, items);
    expect(chosenItems(['id7', 'id8'], known, new Set()).map((item) => item.state)).toEqual([
      'missing',
      'shown',
    ]);
  });

  it('names a product with what sets it apart: hidden, sold out', () => {
    expect(productItem(product('p1', { published: false, stock: 0 }))).toEqual({
      id: 'p1',
      name: 'Plush p1',
      note: 'hidden from the shop, sold out',
      image: '/uploads/p1.webp',
    });
    expect(productItem(product('p2')).note).toBeNull();
  });
});

describe('the picker’s keyboard', () => {
  const state = (fields: Partial<PickerKeyState>): PickerKeyState => ({
    open: true,
    active: -1,
    count: 3,
    search: '',
    chosenCount: 0,
    ...fields,
  });

  it('opens on the arrows and moves through the matches, wrapping around', () => {
    expect(pickerKeyAction('ArrowDown', state({ open: false }))).toEqual({
      type: 'open',
      active: 0,
    });
    expect(pickerKeyAction('ArrowUp', state({ open: false }))).toEqual({ type: 'open', active: 2 });
    expect(pickerKeyAction('ArrowDown', state({ active: 0 }))).toEqual({ type: 'move', active: 1 });
    expect(pickerKeyAction('ArrowDown', state({ active: 2 }))).toEqual({ type: 'move', active: 0 });
    expect(pickerKeyAction('ArrowUp', state({ active: 0 }))).toEqual({ type: 'move', active: 2 });
    expect(pickerKeyAction('End', state({ active: 0 }))).toEqual({ type: 'move', active: 2 });
    expect(pickerKeyAction('Home', state({ active: 2 }))).toEqual({ type: 'move', active: 0 });
    expect(pickerKeyAction('ArrowDown', state({ count: 0 }))).toEqual({ type: 'none' });
  });

  it('picks the highlighted match with Enter, and nothing when none is', () => {
    expect(pickerKeyAction('Enter', state({ active: 1 }))).toEqual({ type: 'pick', index: 1 });
    expect(pickerKeyAction('Enter', state({ active: -1 }))).toEqual({ type: 'none' });
    expect(pickerKeyAction('Enter', state({ open: false, active: 1 }))).toEqual({ type: 'none' });
  });

  it('closes with Escape, then clears the search; Backspace in an empty search removes the last chip', () => {
    expect(pickerKeyAction('Escape', state({ search: 'fox' }))).toEqual({ type: 'close' });
    expect(pickerKeyAction('Escape', state({ open: false, search: 'fox' }))).toEqual({
      type: 'clear-search',
    });
    expect(pickerKeyAction('Escape', state({ open: false }))).toEqual({ type: 'none' });
    expect(pickerKeyAction('Backspace', state({ chosenCount: 2 }))).toEqual({
      type: 'remove-last',
    });
    expect(pickerKeyAction('Backspace', state({ chosenCount: 2, search: 'f' }))).toEqual({
      type: 'none',
    });
    expect(pickerKeyAction('a', state({}))).toEqual({ type: 'none' });
  });
});

function product(id: string, fields: Partial<Product> = {}): Product {
  return {
    _id: id,
    title: `Plush ${id}`,
    published: true,
    stock: 2,
    images: [`/uploads/${id}.webp`],
    ...fields,
  } as Product;
}
