export { StatsTab } from './StatsTab.tsx';
