// The admin screens, shared with the studio's renderer (package export "./admin").
export { AdminHome } from './AdminHome.tsx';
