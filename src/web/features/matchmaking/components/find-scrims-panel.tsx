/**
 * "Find scrims" (docs/decisions/047): a team manager picks a team and one
 * of its games; other teams of that game within the level and overlap
 * filters (session 24) come best match first (level, availability overlap), with "Why?" and "Propose scrim". The team's
 * proposals are listed below: incoming ones can be accepted (a practice on
 * both schedules) or declined.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AppError } from '#shared/app-error.ts';
import { MATCHMAKING_PAGE_SIZE, MATCHMAKING_TEXTS, type MyManagedTeam, type ScrimLevelFilter, type ScrimMatch } from '#shared/contracts/matchmaking.ts';
import { topMatchmakingReasons, PLAY_LEVEL_LABELS } from '#shared/matchmaking/matchmaking-score.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { TeamSelect } from './team-select.tsx';
import { PageNav } from '#web/components/ui/page-nav.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { CONFIDENCE_LABELS, matchHeadline } from '#shared/match/match-types.ts';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { useAnswerScrim, useFindScrims, useProposeScrim, useScrimProposals } from '../api/matchmaking-api.ts';
import { useTrackSearch } from '#web/lib/tracking/use-track-search.ts';
import { EmptyState, ErrorState, LoadingState, QueryState } from '#web/components/query-state.tsx';
import { HeadedSection } from './headed-section.tsx';
import { MatchmakingWhy } from './matchmaking-why.tsx';
import { ScrimFilters } from './scrim-filters.tsx';
import { FiltersDisclosure } from '#web/components/ui/filters-disclosure.tsx';

export const FIND_SCRIMS_TEXTS = {
  empty: 'No other team plays this game yet.',
  emptyFiltered: 'No other team of this game matches these filters. Widen the level or the overlapping times.',
  error: 'Could not load teams.',
  loading: 'Loading teams...',
  noGames: 'This team has no game yet. Add one on its page to find scrims.',
  proposed: 'Scrim proposed: sent to their owner as a message',
  proposedNoMessage: 'Scrim proposed. Their managers see it in Find scrims.',
  accepted: 'Scrim accepted: it is on both teams’ schedules',
  declined: 'Scrim declined',
  pending: 'Proposal waiting',
  proposalsHeading: 'Scrim proposals',
  noProposals: 'No scrim proposals yet.',
} as const;

/** Your team's weekly times are edited in Team Settings, "When we play" (docs/decisions/047). */
function scrimHints(teamId: string): Record<string, ReactNode> {
  return {
    availability: (
      <>
        Set when your team plays (weekly grid and time zone) in{' '}
        <Link to={paths.teams.settings.getHref(teamId)} className="underline underline-offset-4">
          Team Settings
        </Link>
        , or the other team has not.
      </>
    ),
    level: 'The other team has no level for this game.',
  };
}

function ProposeDialog({ teamId, titleId, other }: { teamId: string; titleId: string; other: ScrimMatch }) {
  const [open, setOpen] = useState(false);
  const [when, setWhen] = useState('');
  const [duration, setDuration] = useState('90');
  const [message, setMessage] = useState('');
  const propose = useProposeScrim(teamId);
  const fields = propose.error instanceof AppError ? (propose.error.fields ?? {}) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    const moment = new Date(when);
    propose.mutate(
      {
        toTeamId: other.team.id,
        titleId,
        scheduledAt: Number.isNaN(moment.getTime()) ? when : moment.toISOString(),
        durationMinutes: Number(duration),
        message: message.trim() || null,
      },
      {
        onSuccess: (result) => {
          toast.success(result.messaged ? FIND_SCRIMS_TEXTS.proposed : FIND_SCRIMS_TEXTS.proposedNoMessage);
          setOpen(false);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) propose.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" aria-label={`Propose a scrim to ${other.team.name}`}>
          Propose scrim
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{`Propose a scrim to ${other.team.name}`}</DialogTitle>
            <DialogDescription>When their manager accepts, the scrim goes on both teams&rsquo; schedules as a practice.</DialogDescription>
          </DialogHeader>
          <FormField label="Date and time" error={fields.scheduledAt}>
            {(control) => <Input {...control} type="datetime-local" required value={when} onChange={(event) => setWhen(event.target.value)} />}
          </FormField>
          <FormField label="Duration (minutes)" error={fields.durationMinutes}>
            {(control) => <Input {...control} type="number" min={15} max={480} step={15} value={duration} onChange={(event) => setDuration(event.target.value)} />}
          </FormField>
          <FormField label="Message (optional)" error={fields.message}>
            {(control) => <Textarea {...control} rows={3} maxLength={1000} value={message} onChange={(event) => setMessage(event.target.value)} />}
          </FormField>
          {propose.isError && Object.keys(fields).length === 0 ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {propose.error.message}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={propose.isPending}>
              {propose.isPending ? 'Sending...' : 'Send proposal'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Proposals({ teamId }: { teamId: string }) {
  const proposals = useScrimProposals(teamId);
  const answer = useAnswerScrim(teamId);
  const body = (
    <QueryState
      query={proposals}
      loading="Loading proposals..."
      errorTitle="Could not load proposals."
      empty={FIND_SCRIMS_TEXTS.noProposals}
      isEmpty={(data) => data.proposals.length === 0}
    >
      {(data) => (
        <ul className="grid gap-2">
          {data.proposals.map((proposal) => (
            <li key={proposal.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3 text-sm">
              <span>
                {proposal.direction === 'incoming' ? `${proposal.otherTeam.name} proposes` : `You proposed to ${proposal.otherTeam.name}`}: {proposal.gameName},{' '}
                {new Date(proposal.scheduledAt).toLocaleString()} ({proposal.durationMinutes} min) · <span className="font-medium">{proposal.status}</span>
                {proposal.message ? <span className="block text-muted-foreground">{proposal.message}</span> : null}
              </span>
              {proposal.direction === 'incoming' && proposal.status === 'pending' ? (
                <span className="flex gap-2">
                  <Button
                    size="sm"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ proposalId: proposal.id, answer: 'accept' }, { onSuccess: () => toast.success(FIND_SCRIMS_TEXTS.accepted) })}
                  >
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ proposalId: proposal.id, answer: 'decline' }, { onSuccess: () => toast.success(FIND_SCRIMS_TEXTS.declined) })}
                  >
                    Decline
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
  return (
    <HeadedSection id="scrim-proposals-heading" heading={FIND_SCRIMS_TEXTS.proposalsHeading} level="h3">
      {answer.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {answer.error.message}
        </p>
      ) : null}
      {body}
    </HeadedSection>
  );
}

export function FindScrimsPanel({ teams }: { teams: MyManagedTeam[] }) {
  const [teamId, setTeamId] = useState(teams[0]?.id ?? '');
  const team = teams.find((candidate) => candidate.id === teamId) ?? teams[0];
  const [titleId, setTitleId] = useState<string | null>(null);
  const game = team?.games.find((candidate) => candidate.titleId === titleId) ?? team?.games[0];
  const [page, setPage] = useState(1);
  // "Similar level with overlapping availability" by default (within one level, an hour a week in common when the team set its times).
  const [level, setLevel] = useState<ScrimLevelFilter>('near');
  const [overlapChoice, setOverlapChoice] = useState<number | null>(null);
  const hasWeeklyTimes = team?.hasWeeklyTimes ?? false;
  const overlap = hasWeeklyTimes ? (overlapChoice ?? 1) : 0;
  const result = useFindScrims(team && game ? { team: team.id, game: game.titleId, level, minOverlapHours: overlap, page } : null);
  const filtered = level !== 'any' || overlap > 0;
  // A search (spec section 1): the team, game and filters looked for, once their answer is in (docs/decisions/044).
  useTrackSearch('matchmaking_scrims', team && game ? new URLSearchParams({ team: team.id, game: game.titleId, level, minOverlapHours: String(overlap) }).toString() : '', result.isSuccess && !result.isPlaceholderData ? result.data.total : undefined);

  if (!team) return <EmptyState>{MATCHMAKING_TEXTS.noTeams}</EmptyState>;
  let body;
  if (!game) body = <EmptyState>{FIND_SCRIMS_TEXTS.noGames}</EmptyState>;
  else if (result.isPending) body = <LoadingState>{FIND_SCRIMS_TEXTS.loading}</LoadingState>;
  else if (result.isError) body = <ErrorState title={FIND_SCRIMS_TEXTS.error} error={result.error} onRetry={() => void result.refetch()} />;
  else if (result.data.items.length === 0) body = <EmptyState>{filtered ? FIND_SCRIMS_TEXTS.emptyFiltered : FIND_SCRIMS_TEXTS.empty}</EmptyState>;
  else {
    body = (
      <>
        <ul className="grid gap-3 lg:grid-cols-2">
          {result.data.items.map((item) => (
            <li key={item.team.id}>
              <article aria-label={item.team.name} className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="grid min-w-0 gap-0.5">
                    <h3 className="text-lg font-semibold break-words">{item.team.name}</h3>
                    <p className="text-sm text-muted-foreground">
                      {item.game.name} · {PLAY_LEVEL_LABELS[item.game.playLevel]}
                    </p>
                  </div>
                  <p className="text-right">
                    <span className="block text-2xl font-bold">{matchHeadline(item.match.score, item.match.band)}</span>
                    <span className="text-xs text-muted-foreground">{CONFIDENCE_LABELS[item.match.confidence.level]}</span>
                  </p>
                </div>
                <ul aria-label="Top reasons" className="grid gap-1 text-sm">
                  {topMatchmakingReasons(item.match).map((factor) => (
                    <li key={factor.key}>
                      <span className="font-medium">{factor.label}:</span> {factor.evidence}
                    </li>
                  ))}
                </ul>
                <div className="flex flex-wrap items-center gap-2">
                  <MatchmakingWhy match={item.match} title={item.team.name} hints={scrimHints(team.id)} />
                  {item.pending ? (
                    <span className="rounded-md border px-3 py-1 text-sm font-medium">{FIND_SCRIMS_TEXTS.pending}</span>
                  ) : (
                    <ProposeDialog teamId={team.id} titleId={game.titleId} other={item} />
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
        <PageNav label="Team pages" page={result.data.page} pageCount={Math.ceil(result.data.total / MATCHMAKING_PAGE_SIZE)} onPage={setPage} />
      </>
    );
  }
  return (
    <div className="grid gap-4">
      <FiltersDisclosure activeCount={(level === 'near' ? 0 : 1) + (overlapChoice ? 1 : 0)}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <TeamSelect
            id="mm-scrims-team"
            teams={teams}
            value={team.id}
            onChange={(id) => {
              setTeamId(id);
              setTitleId(null);
              setOverlapChoice(null);
              setPage(1);
            }}
          />
          {team.games.length > 0 ? (
            <div className="grid gap-1">
              <Label htmlFor="mm-scrims-game">Game</Label>
              <NativeSelect
                id="mm-scrims-game"
                value={game?.titleId ?? ''}
                onChange={(event) => {
                  setTitleId(event.target.value);
                  setPage(1);
                }}
              >
                {team.games.map((candidate) => (
                  <option key={candidate.titleId} value={candidate.titleId}>
                    {candidate.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          <ScrimFilters
            teamId={team.id}
            hasWeeklyTimes={hasWeeklyTimes}
            level={level}
            overlap={overlap}
            onLevel={(next) => {
              setLevel(next);
              setPage(1);
            }}
            onOverlap={(next) => {
              setOverlapChoice(next);
              setPage(1);
            }}
          />
        </div>
      </FiltersDisclosure>
      {body}
      <Proposals teamId={team.id} />
    </div>
  );
}
