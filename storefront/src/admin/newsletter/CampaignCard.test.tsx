import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '@kawaii/shared';
import { CampaignCard } from './CampaignCard.tsx';
import { campaignProgress } from './campaign-progress.ts';

const campaign = (fields: Partial<Campaign>): Campaign => ({
  _id: 'c1',
  subject: 'The winter dolls are here',
  text: '',
  blocks: [],
  status: 'sending',
  scheduledAt: null,
  sent: 0,
  total: 34,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  sentAt: null,
  version: 1,
  ...fields,
});

/** The fill's width as drawn, or null when the card has no bar. */
function drawnWidth(html: string): string | null {
  return /campaign-card__progress-fill" style="width:([^"]+)"/.exec(html)?.[1] ?? null;
}

const card = (fields: Partial<Campaign>) =>
  renderToStaticMarkup(
    <CampaignCard campaign={campaign(fields)} onEdit={() => {}} onDelete={() => {}} />,
  );

describe('a campaign’s progress', () => {
  it('is empty at 0 of N, full only at N of N, and rounds down in between', () => {
    expect(campaignProgress(0, 34)).toEqual({ percent: 0, label: '0 of 34 sent' });
    expect(campaignProgress(34, 34)).toEqual({ percent: 100, label: '34 of 34 sent' });
    expect(campaignProgress(17, 34)?.percent).toBe(50);
    expect(campaignProgress(1999, 2000)?.percent).toBe(99);
    expect(campaignProgress(1, 2000)?.percent).toBe(0);
  });

  it('has no bar when there was nobody to send to, and stays within 0 to 100', () => {
    expect(campaignProgress(0, 0)).toBeNull();
    expect(campaignProgress(40, 34)?.percent).toBe(100);
    expect(campaignProgress(-1, 34)?.percent).toBe(0);
  });

  it('draws "Sent to 0 of 34" with an empty bar', () => {
    const html = card({ sent: 0, total: 34 });
    expect(html).toContain('Sent to <strong>0</strong> of 34');
    expect(drawnWidth(html)).toBe('0%');
    expect(html).toContain('aria-valuenow="0"');
    expect(html).not.toContain('<progress');
  });

  it('draws a finished campaign full', () => {
    const html = card({ status: 'sent', sent: 34, total: 34, sentAt: '2026-11-27T11:00:00Z' });
    expect(drawnWidth(html)).toBe('100%');
    expect(html).toContain('aria-label="34 of 34 sent"');
  });

  it('says a campaign that had no confirmed subscribers went to nobody, without a bar', () => {
    const html = card({ status: 'sent', sent: 0, total: 0 });
    expect(html).toContain('No confirmed subscribers to send it to');
    expect(html).not.toContain('Sent to');
    expect(drawnWidth(html)).toBeNull();
  });

  it('draws no bar for a draft', () => {
    expect(drawnWidth(card({ status: 'draft', total: 0 }))).toBeNull();
  });
});

describe('a campaign’s actions', () => {
  it('opens and deletes a draft or a scheduled campaign, never one sending or sent', () => {
    for (const status of ['draft', 'scheduled'] as const) {
      const html = card({ status });
      expect(html).toContain('>Open</button>');
      expect(html).toContain('aria-label="Delete The winter dolls are here"');
    }
    for (const status of ['sending', 'sent'] as const) {
      const html = card({ status });
      expect(html).not.toContain('>Open</button>');
      expect(html).not.toContain('Delete');
    }
  });
});
