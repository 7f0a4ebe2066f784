// User management (super admins only; the shell shows the tab only to them).
export { UsersTab } from './UsersTab.tsx';
