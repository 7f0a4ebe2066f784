export { CommissionsTab } from './CommissionsTab.tsx';
