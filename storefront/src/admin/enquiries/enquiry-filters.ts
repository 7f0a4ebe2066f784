// The Enquiries tab's filter chips: open first (what still needs an answer), then answered, all.

import type { EnquiryPage, EnquiryStatus } from '@kawaii/shared';

export type EnquiryFilter = EnquiryStatus | 'all';

export const ENQUIRY_FILTERS: readonly EnquiryFilter[] = ['open', 'answered', 'all'];

/** "Open (3)": the count of each status beside it, all of them beside All. */
export function filterLabel(filter: EnquiryFilter, counts: EnquiryPage['counts'] | null): string {
  const label = filter === 'open' ? 'Open' : filter === 'answered' ? 'Answered' : 'All';
  if (!counts) return label;
  const count = filter === 'all' ? counts.open + counts.answered : counts[filter];
  return `${label} (${count})`;
}

export function emptyEnquiriesMessage(filter: EnquiryFilter): string {
  if (filter === 'open') return 'No open enquiries. Every question has its answer! ♡';
  if (filter === 'answered') return 'No answered enquiries yet.';
  return 'No enquiries yet. Questions about artworks for sale will appear here.';
}

/** A reply in the staff member's own mail program, with the piece in the subject. */
export function replyHref(email: string, artworkTitle: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Re: ${artworkTitle}`)}`;
}
