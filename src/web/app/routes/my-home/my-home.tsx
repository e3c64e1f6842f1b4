/**
 * /home (issue 26.2, docs/decisions/068): the signed-in home. One request
 * (GET /api/home) gives the sections for the viewer's roles, the most
 * specific first (college, guardian, teams, player), and the messages.
 */
import { Link } from 'react-router';
import type { HomeResponse, HomeSection as HomeSectionName } from '#shared/contracts/home.ts';
import { ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { paths } from '#web/config/paths.ts';
import { useHome } from '#web/features/home/api/get-home.ts';
import { HomeCollegeSection } from '#web/features/home/components/home-college-section.tsx';
import { HomeGuardianSection } from '#web/features/home/components/home-guardian-section.tsx';
import { HomePlayerSection } from '#web/features/home/components/home-player-section.tsx';
import { HomeSection, homeLinkClass } from '#web/features/home/components/home-section.tsx';
import { HomeTeamsList } from '#web/features/home/components/home-teams-list.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { RequireAuth } from '#web/app/require-auth.tsx';
import { HomeMessages } from './home-messages.tsx';
import { HomePractices } from './home-practices.tsx';

function TeamsSection({ home }: { home: HomeResponse }) {
  return (
    <HomeSection
      id="home-teams"
      title="Your teams"
      action={
        <Link to={paths.teams.root.getHref()} className={homeLinkClass}>
          Find Teams
        </Link>
      }
    >
      <HomeTeamsList teams={home.teams} />
      {home.teams.length > 0 ? <HomePractices practices={home.practices} /> : null}
    </HomeSection>
  );
}

function Section({ name, home }: { name: HomeSectionName; home: HomeResponse }) {
  switch (name) {
    case 'college':
      return home.college ? <HomeCollegeSection college={home.college} /> : null;
    case 'guardian':
      return home.guardian ? <HomeGuardianSection guardian={home.guardian} /> : null;
    case 'teams':
      return <TeamsSection home={home} />;
    case 'player':
      return home.player ? <HomePlayerSection player={home.player} /> : null;
  }
}

function HomeContent() {
  const home = useHome();
  const { user } = useAuth();
  if (home.isPending) return <LoadingState>Loading your home...</LoadingState>;
  if (home.isError) return <ErrorState title="Could not load your home." error={home.error} onRetry={() => void home.refetch()} headingLevel={2} />;
  const data = home.data;
  return (
    <>
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight break-words">Welcome, {data.displayName}</h1>
        <p className="text-muted-foreground">What is new for you, and what to do next.</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 gap-6">
          {data.sections.map((name) => (
            <Section key={name} name={name} home={data} />
          ))}
          {data.sections.length === 0 ? (
            <p className="text-muted-foreground">
              Find college programs on{' '}
              <Link to={paths.colleges.getHref({ hasProgram: true })} className={homeLinkClass}>
                College Esports Programs
              </Link>
              .
            </p>
          ) : null}
        </div>
        <HomeMessages messages={data.messages} viewerId={user?.id ?? null} guardianConversationCount={data.guardian?.conversationCount ?? 0} />
      </div>
    </>
  );
}

export function MyHomeRoute() {
  return (
    <RequireAuth>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10">
        <title>Home · Esports Recruiting</title>
        <HomeContent />
      </div>
    </RequireAuth>
  );
}
