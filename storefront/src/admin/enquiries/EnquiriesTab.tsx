// Visitors' questions about artworks for sale ("Ask about this piece"): open ones first, each
// with a reply link and a button to mark it answered.

import { useState } from 'react';
import {
  ENQUIRY_FILTERS,
  emptyEnquiriesMessage,
  filterLabel,
  type EnquiryFilter,
} from './enquiry-filters.ts';
import { EnquiryCard } from './EnquiryCard.tsx';
import { useEnquiryList } from './use-enquiry-list.ts';
import { ShowOlderButton } from '../shell/ShowOlderButton.tsx';
import { ListReadStatus } from '../shell/ListReadStatus.tsx';
import '../desk-toolbar.css';
import './EnquiriesTab.css';

export function EnquiriesTab() {
  const [filter, setFilter] = useState<EnquiryFilter>('open');
  const { state, loadOlder, reload, replace } = useEnquiryList(filter);
  const enquiries = state.enquiries ?? [];

  return (
    <section className="enquiry-desk">
      <div className="desk-toolbar">
        <div className="desk-filters" role="group" aria-label="Show enquiries">
          {ENQUIRY_FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              className="desk-filter"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {filterLabel(value, state.counts)}
            </button>
          ))}
        </div>
        <button type="button" className="button button--ghost" onClick={reload}>
          Refresh
        </button>
      </div>
      <div className="enquiry-desk__list" aria-busy={state.loading}>
        <ListReadStatus
          error={state.error}
          loadingFirst={state.enquiries === null && state.loading}
          loadingText="Loading enquiries..."
        />
        {state.enquiries !== null && enquiries.length === 0 && (
          <p className="empty-note">{emptyEnquiriesMessage(filter)}</p>
        )}
        {enquiries.map((enquiry) => (
          <EnquiryCard key={enquiry._id} enquiry={enquiry} onChanged={replace} />
        ))}
        <ShowOlderButton
          hasOlder={state.nextCursor !== null}
          loading={state.loading}
          onShow={loadOlder}
          what="enquiries"
          className="enquiry-desk__more"
        />
      </div>
    </section>
  );
}
