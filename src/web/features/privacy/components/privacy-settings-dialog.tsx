import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormSwitchField } from '#web/components/ui/form-switch-field.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { readPrivacyConsent, setPrivacySettingsOpen } from '#web/lib/consent/privacy-consent.ts';
import { toast } from '#web/lib/toast.ts';
import { choosePrivacy } from '#web/lib/tracking/track.ts';
import { PRIVACY_TEXTS } from '#web/lib/consent/privacy-texts.ts';

/**
 * Privacy settings (docs/decisions/044): analytics on or off, opened from
 * the banner, the footer and /account. Loaded only when opened. The switch
 * starts at the stored choice (off when there is none).
 */
export function PrivacySettingsDialog() {
  const { isSignedIn } = useAuth();
  const [analytics, setAnalytics] = useState(() => readPrivacyConsent()?.analytics === true);
  const close = () => setPrivacySettingsOpen(false);
  function save() {
    choosePrivacy(analytics, isSignedIn);
    close();
    toast.success(PRIVACY_TEXTS.saved);
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PRIVACY_TEXTS.dialogTitle}</DialogTitle>
          <DialogDescription>{PRIVACY_TEXTS.dialogDescription}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <div className="flex items-start justify-between gap-4 rounded-md border p-3">
            <div className="grid gap-1">
              <p className="text-sm font-medium">{PRIVACY_TEXTS.necessaryLabel}</p>
              <p className="text-xs text-muted-foreground">{PRIVACY_TEXTS.necessaryDescription}</p>
            </div>
          </div>
          <FormSwitchField label={PRIVACY_TEXTS.analyticsLabel} description={PRIVACY_TEXTS.analyticsDescription} checked={analytics} onCheckedChange={setAnalytics} />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            {PRIVACY_TEXTS.cancel}
          </Button>
          <Button onClick={save}>{PRIVACY_TEXTS.save}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
