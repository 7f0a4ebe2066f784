// The admin area's welcome screen. The management tabs (blog, artworks, shop, categories, games,
// users) are built in a later issue.

import { useSession } from '../stores/session.ts';
import './AdminHome.css';

const ROLE_LABELS = { user: 'User', admin: 'Admin', superadmin: 'Super Admin' } as const;

const SECTIONS = ['Blog Posts', 'Artworks', 'Shop Items', 'Categories', 'Games'];

export function AdminHome() {
  const user = useSession((state) => state.user);
  if (!user) return null;
  const sections = user.role === 'superadmin' ? [...SECTIONS, 'Users'] : SECTIONS;
  return (
    <section className="admin-home container page-body">
      <p className="admin-home__role">{ROLE_LABELS[user.role]}</p>
      <h1>Admin Panel</h1>
      <p>Welcome back, {user.name}! The workbench is being set up with these sections:</p>
      <ul className="admin-home__sections">
        {sections.map((section) => (
          <li key={section}>{section}</li>
        ))}
      </ul>
    </section>
  );
}
