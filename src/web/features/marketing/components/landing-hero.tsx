import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { homeHrefFor, isCollegeStaff } from '#shared/account/account-kinds.ts';
import { HeroIllustration } from '#web/components/illustrations/hero-illustration.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';

export interface LandingHeroProps {
  isSignedIn: boolean;
  displayName?: string | null;
}

export function LandingHero({ isSignedIn, displayName }: LandingHeroProps) {
  // Signed in, the main action leads to the user's home (docs/decisions/068).
  const { roles } = useAuth();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60%_55%_at_50%_0%,color-mix(in_oklch,var(--primary)_32%,transparent),transparent_70%),radial-gradient(40%_40%_at_85%_30%,color-mix(in_oklch,var(--highlight)_18%,transparent),transparent_70%)]"
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pt-16 pb-14 text-center sm:pt-24 sm:pb-20">
        <p className="rounded-full border bg-card/70 px-3 py-1 text-xs font-semibold tracking-wide text-highlight uppercase">
          College esports recruiting
        </p>
        <h1 id="hero-title" className="text-4xl font-black tracking-tight text-balance sm:text-6xl">
          Get found. Get recruited. <span className="text-primary">Level up.</span>
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
          Players and families build recruiting profiles, college esports programs and recruiters discover them, and
          team managers run their rosters, practices and tournaments in one place.
        </p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          {isSignedIn ? (
            <Button asChild size="lg">
              <Link to={homeHrefFor(roles)}>
                {isCollegeStaff(roles) ? 'Go to your dashboard' : 'Go to your home'} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <Button asChild size="lg">
              <Link to={paths.auth.root.getHref('get-started')}>
                Get Started Free <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant="outline">
            <Link to={paths.colleges.getHref()}>Explore College Programs</Link>
          </Button>
        </div>
        {isSignedIn && displayName ? (
          <p className="text-sm text-muted-foreground">Signed in as {displayName}.</p>
        ) : null}
        <HeroIllustration className="mt-2 w-full max-w-xs sm:max-w-lg" />
      </div>
    </section>
  );
}
