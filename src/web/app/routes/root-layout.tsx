import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { isAdminOrDeveloper } from '#shared/access/access-rules.ts';
import { flagEnabled } from '#shared/access/flags.ts';
import { showsPlayerSetupPrompts } from '#shared/account/account-kinds.ts';
import { onboardingBanner, shouldShowOnboardingBanner, type Banner } from '#web/components/layout/banner/banner-choice.ts';
import { SiteBanner } from '#web/components/layout/banner/site-banner.tsx';
import { SiteFooter } from '#web/components/layout/site-footer.tsx';
import { SiteHeader } from '#web/components/layout/header/site-header.tsx';
import { TestingButton } from '#web/components/layout/testing-button.tsx';
import { paths } from '#web/config/paths.ts';
import { useHeaderNav } from '#web/components/layout/nav/use-header-nav.ts';
import { HeaderPlayerSearch } from '#web/features/profiles/components/search/header-player-search.tsx';
import { useActiveAlerts } from '#web/features/alerts/api/get-active-alerts.ts';
import { useUnreadCount } from '#web/features/messaging/api/get-unread-count.ts';
import { useMyInvitations } from '#web/features/teams/api/roster/get-my-invitations.ts';
import { PrivacyBanner } from '#web/features/privacy/components/privacy-banner.tsx';
import { PrivacySettingsHost } from '#web/features/privacy/components/privacy-settings-host.tsx';
import { invitationsBanner } from '#web/features/teams/components/invitations-banner.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { usePageTracking } from '#web/lib/tracking/use-page-tracking.ts';

// The realtime client and its event schemas load only for signed-in users, after the page.
const MessagingLiveUpdates = lazy(async () => ({
  default: (await import('./messaging/messaging-live-updates.tsx')).MessagingLiveUpdates,
}));

/**
 * The banner candidates: the server's active alerts plus, when they apply,
 * the onboarding banner and the pending team invitations hint (decision 015).
 */
function useBannerCandidates(): Banner[] {
  const { isSignedIn, isLoading, profile, flags, roles } = useAuth();
  const { pathname } = useLocation();
  const alerts = useActiveAlerts();
  const teamsOn = isSignedIn && (flagEnabled(flags, 'teams_management') || isAdminOrDeveloper(roles));
  const invitations = useMyInvitations({ enabled: teamsOn });
  const candidates: Banner[] = [...(alerts.data?.alerts ?? [])];
  if (shouldShowOnboardingBanner({ isSignedIn, isProfileChecked: !isLoading, isSetupComplete: profile?.setupComplete === true, isPlayerAccount: showsPlayerSetupPrompts(roles), pathname })) {
    candidates.push(onboardingBanner);
  }
  const invitationsHint = teamsOn && pathname !== paths.teams.root.getHref() ? invitationsBanner(invitations.data ?? []) : null;
  if (invitationsHint) candidates.push(invitationsHint);
  return candidates;
}

export function RootLayout() {
  const navigation = useNavigation();
  const isNavigating = navigation.state !== 'idle';
  const { testing } = useHeaderNav();
  const bannerCandidates = useBannerCandidates();
  const { isSignedIn, user } = useAuth();
  // The header's Inbox badge (spec 2.2): signed-in users only; kept live by MessagingLiveUpdates.
  const unreadCount = useUnreadCount({ enabled: isSignedIn });
  usePageTracking();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-gradient-to-r from-primary to-highlight transition-transform duration-500 ${isNavigating ? 'scale-x-75' : 'scale-x-0'}`}
      />
      <SiteHeader unreadCount={unreadCount} search={HeaderPlayerSearch} />
      <SiteBanner candidates={bannerCandidates} />
      {/* At least a screen high, so the footer starts below the first screen and does not move while a page's data
          loads (layout shift, docs/decisions/088). */}
      <main id="main" className="min-h-dvh flex-1">
        <Outlet />
      </main>
      <TestingButton link={testing} />
      <SiteFooter />
      <PrivacyBanner />
      <PrivacySettingsHost />
      {/* Room under the footer so the floating testing button covers nothing. */}
      {testing ? <div aria-hidden="true" className="h-16" /> : null}
      <ScrollRestoration />
      {isSignedIn && user ? (
        <Suspense fallback={null}>
          <MessagingLiveUpdates key={user.id} viewerId={user.id} />
        </Suspense>
      ) : null}
    </div>
  );
}
