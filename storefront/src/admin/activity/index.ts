// Who changed what, for the super admin.
export { ActivityTab } from './ActivityTab.tsx';
