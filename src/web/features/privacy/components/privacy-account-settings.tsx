/**
 * /account's privacy card (docs/decisions/044). For a signed-in user it
 * shows the account's choice, read from the server (a choice turned off on
 * another device is off here too: the server refuses analytics for the
 * account), and brings this browser and the account together, the newest
 * choice winning (account-consent-sync.ts): a newer choice made here is
 * sent to the account, a newer one of the account's is adopted here. Until
 * the account's choice is known (or when it cannot be read) the card says
 * this browser's.
 */
import { useEffect } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { choiceInForce, consentSyncAction } from '#web/lib/consent/account-consent-sync.ts';
import { openPrivacySettings, readPrivacyConsent, savePrivacyConsent, usePrivacyConsent } from '#web/lib/consent/privacy-consent.ts';
import { PRIVACY_TEXTS } from '#web/lib/consent/privacy-texts.ts';
import { sendPrivacyChoice } from '#web/lib/tracking/track.ts';
import { useAccountConsent } from '../api/account-consent.ts';

export function PrivacyAccountSettings() {
  const consent = usePrivacyConsent();
  const { isSignedIn } = useAuth();
  const account = useAccountConsent(isSignedIn);
  const stored = account.data;

  // Once per answer from the server (a later change here is sent by the settings themselves).
  useEffect(() => {
    if (!stored) return;
    const local = readPrivacyConsent();
    const action = consentSyncAction(local, stored);
    if (action === 'send' && local) sendPrivacyChoice(local.analytics);
    else if (action === 'adopt' && stored.analytics !== null) savePrivacyConsent(stored.analytics, stored.decidedAt ? new Date(stored.decidedAt) : new Date());
  }, [stored]);

  let status: string;
  if (stored) {
    const inForce = choiceInForce(consent, stored);
    status = inForce === null ? PRIVACY_TEXTS.accountUndecided : inForce ? PRIVACY_TEXTS.accountStoredOn : PRIVACY_TEXTS.accountStoredOff;
  } else {
    status = !consent ? PRIVACY_TEXTS.accountUndecided : consent.analytics ? PRIVACY_TEXTS.accountOn : PRIVACY_TEXTS.accountOff;
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm" data-testid="privacy-status" aria-live="polite">
        {status}
      </p>
      <div>
        <Button variant="outline" onClick={openPrivacySettings}>
          {PRIVACY_TEXTS.accountButton}
        </Button>
      </div>
    </div>
  );
}
