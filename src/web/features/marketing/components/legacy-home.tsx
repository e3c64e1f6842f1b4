import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useLandingFigures } from '../api/landing-figures.ts';
import { formatCount, LANDING_FIGURES } from '../landing-content.ts';

/** The older, simpler home kept at /legacy-home: a compact hero and links. */
export function LegacyHome({ isSignedIn }: { isSignedIn: boolean }) {
  const figures = useLandingFigures().data;
  return (
    <section aria-labelledby="legacy-title" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-16 sm:py-24">
      <h1 id="legacy-title" className="text-3xl font-black tracking-tight sm:text-5xl">
        Esports recruiting for players, families and colleges
      </h1>
      <p className="text-lg text-muted-foreground">
        Build a recruiting profile, get found by college esports programs, and keep your team organised.
      </p>
      {figures ? (
        <p className="text-sm text-muted-foreground">
          {LANDING_FIGURES.map((stat) => `${formatCount(figures[stat.key])} ${stat.label.toLowerCase()}`).join(' · ')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {isSignedIn ? (
          <Button asChild>
            <Link to={paths.account.getHref()}>My Account</Link>
          </Button>
        ) : (
          <>
            <Button asChild>
              <Link to={paths.auth.root.getHref('get-started')}>Get Started</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.auth.root.getHref('sign-in')}>Sign In</Link>
            </Button>
          </>
        )}
      </div>
      <nav aria-label="More about the platform">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
          <li>
            <Link className="text-primary underline-offset-4 hover:underline" to={paths.features.getHref()}>
              Features
            </Link>
          </li>
          <li>
            <Link className="text-primary underline-offset-4 hover:underline" to={paths.colleges.getHref()}>
              College programs
            </Link>
          </li>
          <li>
            <Link className="text-primary underline-offset-4 hover:underline" to={paths.about.getHref()}>
              About
            </Link>
          </li>
          <li>
            <Link className="text-primary underline-offset-4 hover:underline" to={paths.contact.getHref()}>
              Contact
            </Link>
          </li>
          <li>
            <Link className="text-primary underline-offset-4 hover:underline" to={paths.home.getHref()}>
              The new home page
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
