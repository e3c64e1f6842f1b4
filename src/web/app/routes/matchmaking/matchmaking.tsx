/**
 * /matchmaking (issue 14.6, docs/decisions/047): three tabs, remembered in
 * the URL (?mode=): "Find a team" for players, "Find players" for team
 * managers and college staff (find-players-side.tsx), "Find scrims" for
 * team managers. Find a team's filters live in the URL too, parsed with the
 * server's own schema.
 */
import { useSearchParams } from 'react-router';
import { canHaveCollegeMatch } from '#shared/access/access-rules.ts';
import { MATCHMAKING_TEXTS, findTeamsQuerySchema, type FindTeamsQuery } from '#shared/contracts/matchmaking.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { FindTeamsPanel } from '#web/features/matchmaking/components/find-teams-panel.tsx';
import { TeamSide } from '#web/features/matchmaking/components/team-side.tsx';
import { findTeamsSearch } from '#web/features/matchmaking/api/matchmaking-api.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { RequireAuth } from '#web/app/require-auth.tsx';
import { FindPlayersSide } from './find-players-side.tsx';
import { EmptyState } from '#web/components/query-state.tsx';

const MODES = ['teams', 'players', 'scrims'] as const;
const MODE_TAB = 'h-auto min-h-9 px-1.5 py-1 leading-tight whitespace-normal sm:px-3';
type Mode = (typeof MODES)[number];

function MatchmakingPage() {
  const { roles, profile } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('mode');
  const mode: Mode = (MODES as readonly string[]).includes(requested ?? '') ? (requested as Mode) : 'teams';
  const parsed = findTeamsQuerySchema.safeParse(Object.fromEntries(params));
  const teamsQuery: FindTeamsQuery = parsed.success ? parsed.data : { page: 1 };

  const setMode = (next: string) => setParams(next === 'teams' ? {} : { mode: next }, { replace: true });
  const setTeamsQuery = (next: FindTeamsQuery) => setParams(new URLSearchParams(findTeamsSearch(next)), { replace: true });

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <title>Matchmaking · Esports Recruiting</title>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Matchmaking</h1>
        <p className="max-w-2xl text-muted-foreground">Teams looking for players, players looking for teams, and teams looking for scrims, ranked by how well they fit.</p>
      </header>
      <Tabs value={mode} onValueChange={setMode}>
        {/* Three equal columns whose words wrap: on a phone the tabs never run into each other (issue 26). */}
        <TabsList aria-label="Matchmaking mode" className="grid h-auto grid-cols-3 gap-1">
          <TabsTrigger value="teams" className={MODE_TAB}>Find a team</TabsTrigger>
          <TabsTrigger value="players" className={MODE_TAB}>Find players</TabsTrigger>
          <TabsTrigger value="scrims" className={MODE_TAB}>Find scrims</TabsTrigger>
        </TabsList>
        <TabsContent value="teams">
          {canHaveCollegeMatch(roles) ? (
            <FindTeamsPanel query={teamsQuery} onQuery={setTeamsQuery} profileSlug={profile?.slug ?? null} />
          ) : (
            <EmptyState>{MATCHMAKING_TEXTS.notAPlayer}</EmptyState>
          )}
        </TabsContent>
        <TabsContent value="players">{mode === 'players' ? <FindPlayersSide /> : null}</TabsContent>
        <TabsContent value="scrims">{mode === 'scrims' ? <TeamSide mode="scrims" /> : null}</TabsContent>
      </Tabs>
    </div>
  );
}

export function MatchmakingRoute() {
  return (
    <RequireAuth>
      <MatchmakingPage />
    </RequireAuth>
  );
}
