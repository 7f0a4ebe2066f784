// The shop settings screen, mounted by the admin shell (and the studio).
export { SettingsTab } from './SettingsTab.tsx';
