// The admin order desk, mounted by the admin shell (and the studio).
export { OrdersTab } from './OrdersTab.tsx';
