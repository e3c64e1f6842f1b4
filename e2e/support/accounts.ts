/** Accounts for e2e journeys: the seeded demo accounts and fresh unique ones. */
import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/seed/demo-accounts.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

/** The seeded demo account of one kind ("Platform admin", "Player", ...). */
export function demoAccount(kind: string): { email: string; password: string; displayName: string } {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.kind === kind);
  if (!account) throw new Error(`No demo account of kind "${kind}"; known: ${DEMO_ACCOUNTS.map((a) => a.kind).join(', ')}`);
  return { email: account.email, password: DEMO_PASSWORD, displayName: account.displayName };
}

/** An address no other test (or earlier run) uses: `prefix-<random>@e2e.test`. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@e2e.test`;
}

/** A password that satisfies the sign-up rules. */
export const E2E_PASSWORD = 'e2e-password-2026';
