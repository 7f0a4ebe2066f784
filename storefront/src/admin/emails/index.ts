// The shop's outgoing mail, for staff.
export { EmailsTab } from './EmailsTab.tsx';
