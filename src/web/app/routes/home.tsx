import { LandingPage } from '#web/features/marketing/components/landing-page.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { LazyLandingPreviews } from './marketing/lazy-landing-previews.tsx';

/**
 * `/`: the landing page. Kept small: one public, cached request for its figures (decision 070), no images, the overlays
 * load on first use, the live previews (composed from other features here) when they come near the screen (079).
 */
export function HomeRoute() {
  const { isSignedIn, user, profile } = useAuth();
  return <LandingPage isSignedIn={isSignedIn} displayName={profile?.displayName ?? user?.fullName} previews={<LazyLandingPreviews />} />;
}
