import { LandingPage } from '#web/features/marketing/components/landing-page.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';

/** `/`: the landing page. Kept small: one public, cached request for its figures (decision 070), no images, the overlays load on first use. */
export function HomeRoute() {
  const { isSignedIn, user, profile } = useAuth();
  return <LandingPage isSignedIn={isSignedIn} displayName={profile?.displayName ?? user?.fullName} />;
}
