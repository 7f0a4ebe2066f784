import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminCard } from './AdminCard.tsx';
import { RecordSyncStateProvider, type RecordSyncStates } from './record-sync-state.tsx';

const card = (states?: RecordSyncStates) => {
  const element = createElement(AdminCard, {
    recordId: 'p1',
    image: null,
    imageAlt: '',
    title: 'Bunny',
    actions: null,
  });
  return renderToStaticMarkup(
    states ? createElement(RecordSyncStateProvider, { value: states }, element) : element,
  );
};

describe('the sync badge of an admin card', () => {
  it('says "Not synced yet" or "Conflict" where the studio provides the state', () => {
    expect(card({ p1: 'pending' })).toContain('>Not synced yet</span>');
    expect(card({ p1: 'conflict' })).toContain('badge--alert">Conflict</span>');
  });

  it('shows nothing for a synced record, nor on the website', () => {
    expect(card({ other: 'pending' })).not.toContain('Not synced yet');
    expect(card()).not.toContain('Not synced yet');
  });
});
