import type { Role } from '@kawaii/shared';

export interface SeedAccount {
  key: 'artist' | 'helper' | 'customer';
  name: string;
  email: string;
  /** The documented demo password (README); stored only as a scrypt hash. */
  password: string;
  role: Role;
  phone: string;
  address: string;
  instagram: string;
  twitter: string;
  createdAt: string;
}

export const DEMO_ACCOUNTS: SeedAccount[] = [
  {
    key: 'artist',
    name: 'Momo Sakura',
    email: 'artist@kawaii-atelier.example',
    password: 'sparkle-super-2026',
    role: 'superadmin',
    phone: '(555) 010-2026',
    address: '',
    instagram: '@kawaii.atelier',
    twitter: '',
    createdAt: '2025-01-10T09:00:00.000Z',
  },
  {
    key: 'helper',
    name: 'Hana Mori',
    email: 'helper@kawaii-atelier.example',
    password: 'sparkle-admin-2026',
    role: 'admin',
    phone: '',
    address: '',
    instagram: '',
    twitter: '',
    createdAt: '2025-06-02T09:00:00.000Z',
  },
  {
    key: 'customer',
    name: 'Lily Chen',
    email: 'customer@kawaii-atelier.example',
    password: 'sparkle-user-2026',
    role: 'user',
    phone: '(555) 013-4477',
    address: '12 Maple Lane, Springfield, OR 97477',
    instagram: '@lily.loves.plush',
    twitter: '',
    createdAt: '2026-03-02T18:20:00.000Z',
  },
];

/** When the customer filled in her profile (unlocks 'All About Me'). */
export const CUSTOMER_PROFILE_COMPLETED_AT = '2026-03-04T20:00:00.000Z';
