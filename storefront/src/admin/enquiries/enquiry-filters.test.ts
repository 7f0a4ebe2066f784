import { describe, expect, it } from 'vitest';
import { emptyEnquiriesMessage, filterLabel, replyHref } from './enquiry-filters.ts';

describe('the Enquiries filters', () => {
  it('shows each status count beside its chip, and the sum beside All', () => {
    const counts = { open: 3, answered: 5 };
    expect(filterLabel('open', counts)).toBe('Open (3)');
    expect(filterLabel('answered', counts)).toBe('Answered (5)');
    expect(filterLabel('all', counts)).toBe('All (8)');
    expect(filterLabel('open', null)).toBe('Open');
  });

  it('words the empty list for each filter', () => {
    expect(emptyEnquiriesMessage('open')).toMatch(/No open enquiries/);
    expect(emptyEnquiriesMessage('all')).toMatch(/Questions about artworks for sale/);
  });

  it('writes a reply link with the piece in the subject', () => {
    expect(replyHref('mia@example.test', 'Moon & Tea')).toBe(
      'mailto:mia@example.test?subject=Re%3A%20Moon%20%26%20Tea',
    );
  });
});
