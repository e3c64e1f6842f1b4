/**
 * This browser's privacy choice against the signed-in account's stored one
 * (docs/decisions/044): the newest choice wins. A choice this
 * browser made later than the account's (or one the account does not have)
 * is sent to the account; an account's choice made later (on another
 * device) is adopted here. The same values need nothing; a browser choice
 * without a readable time loses to the account's.
 */
import type { AccountConsent } from '#shared/contracts/tracking.ts';
import type { PrivacyConsent } from './privacy-consent.ts';

export type ConsentSyncAction = 'none' | 'send' | 'adopt';

export function consentSyncAction(local: PrivacyConsent | null, account: AccountConsent): ConsentSyncAction {
  if (account.analytics === null) return local ? 'send' : 'none';
  if (!local) return 'adopt';
  if (local.analytics === account.analytics) return 'none';
  const localTime = Date.parse(local.decidedAt);
  const accountTime = account.decidedAt ? Date.parse(account.decidedAt) : Number.NaN;
  return localTime > accountTime ? 'send' : 'adopt';
}

/** The choice in force for a signed-in user: the newer of the two (null while neither has one). */
export function choiceInForce(local: PrivacyConsent | null, account: AccountConsent): boolean | null {
  const action = consentSyncAction(local, account);
  if (action === 'adopt') return account.analytics;
  return local?.analytics ?? null;
}
