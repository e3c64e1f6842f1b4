import { GraduationCap, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';

const HIGHLIGHTS = [
  { Icon: Trophy, title: 'Players', text: 'Build a recruiting profile that shows your games, ranks and achievements.' },
  { Icon: GraduationCap, title: 'Colleges', text: 'Find players who fit your program and follow them through your pipeline.' },
  { Icon: Users, title: 'Teams', text: 'Run rosters per game, staff, practices with attendance and tournaments.' },
];

export function HomeRoute() {
  const { isSignedIn, user, profile } = useAuth();
  return (
    <div className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-96 max-w-4xl rounded-full bg-gradient-to-r from-primary/30 via-highlight/20 to-primary/30 blur-3xl"
      />
      <section className="relative mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pt-20 pb-12 text-center sm:pt-28">
        <p className="rounded-full border bg-card/60 px-3 py-1 text-xs font-semibold tracking-wide text-highlight uppercase">
          College esports recruiting
        </p>
        <h1 className="text-4xl font-black tracking-tight text-balance sm:text-6xl">
          Get found. Get recruited. <span className="text-primary">Level up.</span>
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground text-pretty">
          Players and families build recruiting profiles, college esports programs discover them, and team managers run
          their rosters in one place.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {isSignedIn ? (
            <Button asChild size="lg">
              <Link to={paths.account.getHref()}>Go to My Account</Link>
            </Button>
          ) : (
            <>
              <Button asChild size="lg">
                <Link to={paths.auth.root.getHref('get-started')}>Get Started</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={paths.auth.root.getHref('sign-in')}>Sign In</Link>
              </Button>
            </>
          )}
        </div>
        {isSignedIn ? (
          <p className="text-sm text-muted-foreground">Signed in as {profile?.displayName ?? user?.fullName}.</p>
        ) : null}
      </section>
      <section aria-label="Who it is for" className="relative mx-auto grid max-w-5xl gap-4 px-4 pb-20 sm:grid-cols-3">
        {HIGHLIGHTS.map(({ Icon, title, text }) => (
          <div key={title} className="rounded-xl border bg-card/70 p-5">
            <Icon aria-hidden="true" className="mb-3 size-6 text-highlight" />
            <h2 className="font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
