import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { openPrivacySettings, usePrivacyConsent } from '#web/lib/consent/privacy-consent.ts';
import { choosePrivacy } from '#web/lib/tracking/track.ts';
import { PRIVACY_TEXTS } from '#web/lib/consent/privacy-texts.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/**
 * The privacy banner (docs/decisions/044): shown until the visitor chooses;
 * accept and reject are equally easy, settings opens the dialog. It sits at
 * the bottom of the page flow and sticks to the viewport, so it never hides
 * the footer; it does not take the focus. In a page rendered at build time
 * its buttons are disabled until hydration, when a press would be lost
 * (decision 097).
 */
export function PrivacyBanner() {
  const consent = usePrivacyConsent();
  const { isSignedIn } = useAuth();
  const hydrated = useHydrated();
  if (consent) return null;
  return (
    <section
      aria-label={PRIVACY_TEXTS.bannerLabel}
      className="sticky bottom-0 z-40 border-t bg-background/95 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur supports-[backdrop-filter]:bg-background/85"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:justify-between">
        <div className="grid gap-1 text-sm">
          <h2 className="font-semibold text-foreground">{PRIVACY_TEXTS.bannerTitle}</h2>
          <p className="text-muted-foreground">{PRIVACY_TEXTS.bannerBody}</p>
        </div>
        <div className="flex flex-wrap gap-2 md:shrink-0">
          <Button disabled={!hydrated} onClick={() => choosePrivacy(true, isSignedIn)}>{PRIVACY_TEXTS.accept}</Button>
          <Button variant="secondary" disabled={!hydrated} onClick={() => choosePrivacy(false, isSignedIn)}>
            {PRIVACY_TEXTS.reject}
          </Button>
          <Button variant="outline" disabled={!hydrated} onClick={openPrivacySettings}>
            {PRIVACY_TEXTS.settings}
          </Button>
        </div>
      </div>
    </section>
  );
}
