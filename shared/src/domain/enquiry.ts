// "Ask about this piece": a visitor's question about an artwork for sale, and how staff see it.

export const ENQUIRY_STATUSES = ['open', 'answered'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  open: 'Open',
  answered: 'Answered',
};

/** One enquiry as staff see it in the admin Enquiries tab. */
export interface Enquiry {
  _id: string;
  /** The piece asked about; `_id` and `path` are null once the artwork was deleted. */
  artwork: { _id: string | null; title: string; path: string | null };
  name: string;
  email: string;
  message: string;
  status: EnquiryStatus;
  createdAt: string;
  /** When and by whom it was last marked answered; null while open. */
  answeredAt: string | null;
  answeredBy: string | null;
}

export interface EnquiryPage {
  enquiries: Enquiry[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
  /** Every enquiry by status, whatever the filter. */
  counts: Record<EnquiryStatus, number>;
}

/** What the visitor is told once the question is on its way. */
export const ENQUIRY_SENT = 'Thank you! Your question is on its way to the artist.';
