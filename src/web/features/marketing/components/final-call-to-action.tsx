import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

export function FinalCallToAction() {
  return (
    <section aria-labelledby="final-cta-title" className="px-4 pb-20">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl border bg-card px-6 py-12 text-center shadow-sm sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(70%_80%_at_50%_100%,color-mix(in_oklch,var(--primary)_25%,transparent),transparent_70%)]"
        />
        <h2 id="final-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Your next team is looking for you
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Players find programs that fit their game and their goals. Programs find the players they have been missing.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.colleges.getHref()}>
              Find Your Team Fit <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.recruitingDashboard.getHref()}>Start Recruiting Now</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
