/**
 * The "Find players" tab (docs/decisions/047): a team manager finds players
 * for a team's post, college staff for one of their programs (session 23).
 * A user who is both picks "For: A team / A college program". The teams and
 * the programs are asked for at once (the programs only of a viewer who can
 * view some program: the pipeline's own rule). It composes the
 * matchmaking, colleges and pipeline features, so it lives with the route.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { canUsePipeline } from '#shared/access/access-rules.ts';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import { useMyCollegePrograms } from '#web/features/colleges/api/get-my-college-programs.ts';
import { useRankLadders } from '#web/features/profiles/api/get-rank-ladders.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { pipelineKeys } from '#web/features/pipeline/api/pipeline-keys.ts';
import { useMyManagedTeams } from '#web/features/matchmaking/api/matchmaking-api.ts';
import { FindPlayersPanel } from '#web/features/matchmaking/components/find-players-panel.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { ProgramPlayersPanel } from '#web/features/matchmaking/components/program-players-panel.tsx';
import { TeamSide } from '#web/features/matchmaking/components/team-side.tsx';

export const FIND_PLAYERS_SIDE_TEXTS = {
  loading: 'Loading your teams and programs...',
  programsError: 'Could not load your programs.',
  noPrograms: 'Your college has no esports programs yet. Add one on the college\u2019s edit page to find players for it.',
  forLabel: 'For',
  team: 'A team',
  program: 'A college program',
} as const;

export function FindPlayersSide() {
  const { roles } = useAuth();
  const staff = canUsePipeline(roles);
  const teams = useMyManagedTeams();
  // The team side's rank filters read the games' ladders (onboarding's, cached for an hour).
  const ladders = useRankLadders().data?.titles;
  const programs = useMyCollegePrograms(staff);
  const [side, setSide] = useState<'team' | 'program' | null>(null);
  const queryClient = useQueryClient();
  // An invitation adds a pipeline entry: the program's board is then stale.
  const onInvited = () => void queryClient.invalidateQueries({ queryKey: pipelineKeys.all });

  if (!staff) return <TeamSide mode="players" ladders={ladders} />;
  if (teams.isPending || programs.isPending) return <LoadingState>{FIND_PLAYERS_SIDE_TEXTS.loading}</LoadingState>;
  if (programs.isError) return <ErrorState title={FIND_PLAYERS_SIDE_TEXTS.programsError} error={programs.error} onRetry={() => void programs.refetch()} />;
  // Staff whose teams failed to load still find players for their programs; the team side says its error when chosen.
  const teamList = teams.data?.teams ?? [];
  const programList = programs.data.programs;
  const hasTeams = teamList.length > 0 || teams.isError;
  if (programList.length === 0 && !hasTeams) return <EmptyState>{FIND_PLAYERS_SIDE_TEXTS.noPrograms}</EmptyState>;
  const shown = side ?? (programList.length > 0 ? 'program' : 'team');

  const teamPanel = teams.isError ? (
    <ErrorState title="Could not load your teams." error={teams.error} onRetry={() => void teams.refetch()} />
  ) : (
    <FindPlayersPanel teams={teamList} ladders={ladders} />
  );
  if (!hasTeams) return <ProgramPlayersPanel programs={programList} onInvited={onInvited} />;
  if (programList.length === 0) return teamPanel;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <span id="mm-players-for" className="text-sm font-medium">
          {FIND_PLAYERS_SIDE_TEXTS.forLabel}:
        </span>
        <RadioGroup value={shown} onValueChange={(value) => setSide(value as 'team' | 'program')} className="flex flex-wrap gap-4" aria-labelledby="mm-players-for">
          {(['team', 'program'] as const).map((value) => (
            <div key={value} className="flex items-center gap-2">
              <RadioGroupItem value={value} id={`mm-players-for-${value}`} />
              <Label htmlFor={`mm-players-for-${value}`}>{FIND_PLAYERS_SIDE_TEXTS[value]}</Label>
            </div>
          ))}
        </RadioGroup>
      </div>
      {shown === 'program' ? <ProgramPlayersPanel programs={programList} onInvited={onInvited} /> : teamPanel}
    </div>
  );
}
