import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ActivityLine } from '@kawaii/shared';
import { ActivityList } from './ActivityList.tsx';

const line = (overrides: Partial<ActivityLine>): ActivityLine => ({
  _id: 'a1',
  actor: { _id: 'u1', email: 'artist@example.com' },
  action: 'product.price',
  subjectType: 'product',
  subjectId: 'p1',
  summary: 'Changed the price of “Star Girl Mini Doll” from $39.00 to $42.00',
  createdAt: '2026-11-24T01:02:03.000Z',
  ...overrides,
});

const render = (lines: ActivityLine[]) =>
  renderToStaticMarkup(createElement(ActivityList, { lines }));

describe('the activity list', () => {
  it('shows who, what and when for each line, in the order the log gives (newest first)', () => {
    const html = render([
      line({}),
      line({
        _id: 'a2',
        actor: { _id: 'u2', email: 'helper@example.com' },
        summary: 'Deleted the artwork “Moon Rabbit”',
        createdAt: '2026-11-23T09:00:00.000Z',
      }),
    ]);
    const rows = html.split('<li ').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('activity-line__who">artist@example.com</span>');
    expect(rows[0]).toContain(
      'activity-line__what">changed the price of “Star Girl Mini Doll” from $39.00 to $42.00</span>',
    );
    expect(rows[0]).toContain(
      '<time class="activity-line__when" dateTime="2026-11-24T01:02:03.000Z">',
    );
    expect(rows[0]).toContain('2026');
    expect(rows[1]).toContain('helper@example.com');
    expect(rows[1]).toContain('deleted the artwork “Moon Rabbit”');
  });

  it('says what will appear when nothing has been recorded yet', () => {
    const html = render([]);
    expect(html).not.toContain('<ol');
    expect(html).toContain('Nothing yet. Role changes, settings, prices, stock and deletes');
  });

  it('escapes what staff typed into names', () => {
    const html = render([line({ summary: 'Deleted the product “<img src=x onerror=alert(1)>”' })]);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x');
  });
});
