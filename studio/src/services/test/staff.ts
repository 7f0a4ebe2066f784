// A second staff member of the test shop: the artist's helper, an admin (not the super admin).
import type { ShopServer } from './shop-server.ts';

export const HELPER = {
  name: 'Kiki Helper',
  email: 'helper@kawaii-atelier.example',
  password: 'sparkle-admin-2026',
};

/** Registers the helper on the shop and makes her an admin. */
export async function addHelper(shop: ShopServer): Promise<void> {
  const register = await fetch(`${shop.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(HELPER),
  });
  if (!register.ok) throw new Error(`Registering the helper answered ${register.status}`);
  shop.db.prepare("UPDATE users SET role = 'admin' WHERE email = ?").run(HELPER.email);
}
