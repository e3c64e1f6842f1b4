/**
 * "Find players" for college staff (docs/decisions/047, session 23): one of
 * the viewer's programs against the players open to college recruiting,
 * best match first (the program's match, as the recruiter search and the
 * pipeline show it), with "Why?" and "Invite to tryout" (the player joins
 * the program's pipeline at Interested; then "In pipeline" with a link to
 * the board).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { ProgramPlayer, ProgramPlayersQuery } from '#shared/contracts/matchmaking-college.ts';
import { collegeProgramLabel, type MyCollegeProgram } from '#shared/contracts/my-college-programs.ts';
import { gameBySlug, type GameSlug } from '#shared/recruiting/game-catalog.ts';
import { MATCH_CAP_SCORE } from '#shared/match/match-score.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ChoiceOptions } from '#web/components/ui/choice-options.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { LabelledSelect } from '#web/components/ui/labelled-select.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { programPlayersSearch, useInviteProgramTryout, useProgramPlayers } from '../api/matchmaking-college-api.ts';
import { useTrackSearch } from '#web/lib/tracking/use-track-search.ts';
import { PlayerMatchCard } from './player-match-card.tsx';
import { PlayerMatchResults } from './player-match-results.tsx';
import { FiltersDisclosure } from '#web/components/ui/filters-disclosure.tsx';

export const PROGRAM_PLAYERS_TEXTS = {
  loading: 'Loading players...',
  error: 'Could not load players.',
  empty: 'No players open to college recruiting match these filters yet.',
  invite: 'Invite to tryout',
  invited: 'Added to the pipeline at Interested',
  inPipeline: 'In pipeline',
  openPipeline: 'Open pipeline',
  anyRole: 'Any role',
  hideInPipeline: 'Hide players already in this program\u2019s pipeline',
  classYearHint: 'A year such as 2027',
} as const;

/** How the unknown factors get known, from the program's side (the player fills in their profile, or the program its needs). */
const HINTS: Record<string, string> = {
  skill: 'The player shows no rank for this game, or the program sets no rank bar (edit the program).',
  role: 'The player lists no roles, or the program lists no roles needed.',
  class: 'The player shows no class year, or the program recruits no particular class years.',
  academics: 'The player shows recruiters no GPA or test scores, or the program sets no academic bar.',
  location: 'The player has not set college preferences.',
  cost: 'The player has not set college preferences.',
  level: 'The player has not set college preferences.',
};

function PlayerCard({ item, programId, onInvited }: { item: ProgramPlayer; programId: string; onInvited?: () => void }) {
  const invite = useInviteProgramTryout(programId, onInvited);
  const { player, match } = item;
  const details = [player.tierName, player.primaryRole, player.secondaryRole, player.classYear ? `Class of ${player.classYear}` : null].filter(Boolean).join(' · ');
  const capped =
    match.caps.length > 0 ? (
      <p className="text-sm">
        <span className="font-medium">Capped at {MATCH_CAP_SCORE}:</span> {match.caps.map((cap) => cap.reason).join(' ')}
      </p>
    ) : null;
  return (
    <PlayerMatchCard player={player} details={details || 'No rank, roles or class year shown'} match={match} hints={HINTS} note={capped} error={invite.error}>
      {item.inPipeline ? (
        <>
          <span className="rounded-md border px-3 py-1 text-sm font-medium">{PROGRAM_PLAYERS_TEXTS.inPipeline}</span>
          <Link to={paths.pipeline.getHref(programId)} className="text-sm font-medium text-primary underline underline-offset-4">
            {PROGRAM_PLAYERS_TEXTS.openPipeline}
          </Link>
        </>
      ) : (
        <Button
          size="sm"
          disabled={invite.isPending}
          aria-label={`Invite ${player.displayName} to a tryout`}
          onClick={() => invite.mutate({ playerUserId: player.userId }, { onSuccess: () => toast.success(PROGRAM_PLAYERS_TEXTS.invited) })}
        >
          {PROGRAM_PLAYERS_TEXTS.invite}
        </Button>
      )}
    </PlayerMatchCard>
  );
}

const CLASS_YEAR = /^\d{4}$/;

/** `onInvited`: called after each invitation (the route refreshes the pipeline's board with it). */
export function ProgramPlayersPanel({ programs, onInvited }: { programs: MyCollegeProgram[]; onInvited?: () => void }) {
  const [programId, setProgramId] = useState(programs[0]?.id ?? '');
  const program = programs.find((candidate) => candidate.id === programId) ?? programs[0]!;
  const [role, setRole] = useState('');
  const [classYear, setClassYear] = useState('');
  const [notInPipeline, setNotInPipeline] = useState(false);
  const [page, setPage] = useState(1);
  const roles = gameBySlug(program.titleSlug as GameSlug)?.roles ?? [];
  const query: ProgramPlayersQuery = {
    page,
    ...(role ? { roles: [role] } : {}),
    ...(CLASS_YEAR.test(classYear) ? { classYears: [Number(classYear)] } : {}),
    ...(notInPipeline ? { notInPipeline: true as const } : {}),
  };
  const result = useProgramPlayers(program.id, query);
  // A search (spec section 1): the program and filters, once their answer is in; typing a class year is one search (docs/decisions/044).
  useTrackSearch('matchmaking_program_players', [`program=${program.id}`, programPlayersSearch({ ...query, page: 1 })].filter(Boolean).join('&'), result.isSuccess && !result.isPlaceholderData ? result.data.total : undefined);
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <div className="grid gap-4">
      <FiltersDisclosure activeCount={[role, classYear, notInPipeline].filter(Boolean).length}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <LabelledSelect
            id="mm-program"
            label="Program"
            value={program.id}
            onChange={(value) =>
              filter(() => {
                setProgramId(value);
                setRole('');
              })
            }
          >
            <ChoiceOptions values={programs.map((candidate) => candidate.id)} labels={Object.fromEntries(programs.map((candidate) => [candidate.id, collegeProgramLabel(candidate)]))} />
          </LabelledSelect>
          <LabelledSelect id="mm-program-role" label="Role" value={role} onChange={(value) => filter(() => setRole(value))}>
            <ChoiceOptions values={roles} emptyLabel={PROGRAM_PLAYERS_TEXTS.anyRole} />
          </LabelledSelect>
          <div className="grid gap-1">
            <Label htmlFor="mm-program-class">Class year</Label>
            <Input
              id="mm-program-class"
              inputMode="numeric"
              placeholder="Any"
              maxLength={4}
              aria-describedby="mm-program-class-hint"
              value={classYear}
              onChange={(event) => filter(() => setClassYear(event.target.value.replace(/\D/g, '')))}
            />
            <span id="mm-program-class-hint" className="text-xs text-muted-foreground">
              {PROGRAM_PLAYERS_TEXTS.classYearHint}
            </span>
          </div>
          <label className="flex items-center gap-2 self-center text-sm">
            <input type="checkbox" className="size-5 accent-primary" checked={notInPipeline} onChange={(event) => filter(() => setNotInPipeline(event.target.checked))} />
            {PROGRAM_PLAYERS_TEXTS.hideInPipeline}
          </label>
        </div>
      </FiltersDisclosure>
      <PlayerMatchResults result={result} texts={PROGRAM_PLAYERS_TEXTS} empty={PROGRAM_PLAYERS_TEXTS.empty} onPage={setPage}>
        {(item) => <PlayerCard item={item} programId={program.id} onInvited={onInvited} />}
      </PlayerMatchResults>
    </div>
  );
}
