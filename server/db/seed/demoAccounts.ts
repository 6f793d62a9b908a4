import { presetFor, type Role } from '../../../domain/permissions';

/** Demo mode only (README): every account shares this password. */
export const DEMO_PASSWORD = 'Guichet-demo-2026';

export interface DemoAccount {
  email: string;
  displayName: string;
  roles: Role[];
  language: 'fr' | 'en';
  isSystemAdmin?: boolean;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@demo.ca', displayName: 'Amélie Tremblay', roles: ['admin'], language: 'fr', isSystemAdmin: true },
  { email: 'staff@demo.ca', displayName: 'Samuel Gagnon', roles: ['staff'], language: 'fr' },
  { email: 'agent@demo.ca', displayName: 'Olivia Roy', roles: ['user'], language: 'en' },
  { email: 'norole@demo.ca', displayName: 'Noémie Côté', roles: [], language: 'fr' },
];

/**
 * The demo borrower for the client portal (/portal): the customer of the first active demo loan
 * gets this email and cellphone; the sign-in code lands in the outbox (no SMTP in a demo).
 */
export const DEMO_BORROWER = { email: 'client@demo.ca', cellPhone: '514-555-0100' } as const;

export const permissionsOf = (account: Pick<DemoAccount, 'roles'>) => presetFor(account.roles);
