import { Button } from '#web/components/ui/button.tsx';
import { openPrivacySettings, usePrivacyConsent } from '#web/lib/consent/privacy-consent.ts';
import { PRIVACY_TEXTS } from '#web/lib/consent/privacy-texts.ts';

/** /account: this browser's analytics choice and the way to change it. */
export function PrivacyAccountSettings() {
  const consent = usePrivacyConsent();
  const status = !consent ? PRIVACY_TEXTS.accountUndecided : consent.analytics ? PRIVACY_TEXTS.accountOn : PRIVACY_TEXTS.accountOff;
  return (
    <div className="grid gap-3">
      <p className="text-sm" data-testid="privacy-status">
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
