import { lazy, Suspense } from 'react';
import { usePrivacySettingsOpen } from '#web/lib/consent/privacy-consent.ts';

// The dialog (Radix, the switch) loads only when someone opens the settings.
const PrivacySettingsDialog = lazy(async () => ({
  default: (await import('./privacy-settings-dialog.tsx')).PrivacySettingsDialog,
}));

/** Renders the privacy settings dialog while it is open (root layout, once). */
export function PrivacySettingsHost() {
  const open = usePrivacySettingsOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PrivacySettingsDialog />
    </Suspense>
  );
}
