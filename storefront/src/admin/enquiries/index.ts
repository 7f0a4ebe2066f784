// Visitors' questions about artworks for sale, for staff.
export { EnquiriesTab } from './EnquiriesTab.tsx';
