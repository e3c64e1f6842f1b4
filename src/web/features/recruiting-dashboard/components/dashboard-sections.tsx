/**
 * The dashboard's sections (docs/decisions/040): programs with their stage
 * counts, new form responses, entries needing attention, suggested players
 * with Add to pipeline, and recent activity. Each says when it is empty.
 */
import AlarmClock from 'lucide-react/icons/alarm-clock';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Kanban from 'lucide-react/icons/kanban';
import Plus from 'lucide-react/icons/plus';
import Sparkles from 'lucide-react/icons/sparkles';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RECRUITING_DASHBOARD_TEXTS as TEXTS, DASHBOARD_NO_CONTACT_DAYS, type DashboardActivity, type DashboardPlayerRef, type DashboardProgram, type ReadyDashboard } from '#shared/contracts/recruiting-dashboard.ts';
import { MATCH_BAND_LABELS, MATCH_FACTOR_LABELS } from '#shared/match/match-types.ts';
import { PROGRAM_LEVEL_LABELS } from '#shared/recruiting/program-levels.ts';
import { PIPELINE_STAGE_LABELS, PIPELINE_STAGES } from '#shared/recruiting/recruiting-values.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useAddSuggestionToPipeline } from '../api/recruiting-dashboard.ts';
import { boardHref, hubHref, playerHref } from './dashboard-links.ts';

export const programLabel = (program: Pick<DashboardProgram, 'collegeName' | 'titleName' | 'level'>) =>
  `${program.collegeName} · ${program.titleName} ${PROGRAM_LEVEL_LABELS[program.level]}`;

const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
const formatDay = (day: string) => new Date(`${day}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
const formatTime = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function Section({ id, title, icon, children, action }: { id: string; title: string; icon: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3 rounded-xl border p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function PlayerName({ player }: { player: DashboardPlayerRef }) {
  return player.slug ? (
    <Link className="font-medium text-primary underline-offset-4 hover:underline" to={playerHref(player.slug)}>
      {player.displayName}
    </Link>
  ) : (
    <span className="font-medium">{player.displayName}</span>
  );
}

export function ProgramCards({ programs }: { programs: ReadyDashboard['programs'] }) {
  return (
    <section aria-labelledby="dashboard-programs" className="grid gap-3">
      <h2 id="dashboard-programs" className="sr-only">
        Your programs
      </h2>
      <ul aria-label="Your programs" className="grid gap-4 md:grid-cols-2">
        {programs.map((program) => (
          <li key={program.id} className="grid gap-3 rounded-xl border p-4">
            <div className="grid gap-0.5">
              <h3 className="font-semibold">{programLabel(program)}</h3>
              <p className="text-sm text-muted-foreground">
                {program.isRecruiting ? 'Recruiting' : 'Not recruiting'} · {program.newResponses} new {program.newResponses === 1 ? 'response' : 'responses'} this week
              </p>
            </div>
            <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {PIPELINE_STAGES.map((stage) => (
                <div key={stage} className="rounded-md bg-muted/50 px-2 py-1.5 text-center">
                  <dt className="text-xs text-muted-foreground">{PIPELINE_STAGE_LABELS[stage]}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{program.stageCounts[stage]}</dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link to={boardHref(program.id)}>
                  <Kanban aria-hidden="true" /> Open the board<span className="sr-only">: {programLabel(program)}</span>
                </Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to={hubHref(program.collegeSlug, program.id)}>
                  Recruiting hub<span className="sr-only">: {programLabel(program)}</span>
                </Link>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ResponsesSection({ data, programOf }: { data: ReadyDashboard; programOf: (id: string) => DashboardProgram | undefined }) {
  const { count, latest } = data.responses;
  return (
    <Section id="dashboard-responses" title={`New responses (${count})`} icon={<ClipboardList aria-hidden="true" className="size-5 text-primary" />}>
      <p className="text-sm text-muted-foreground">{count === 1 ? '1 form response' : `${count} form responses`} in the last 7 days.</p>
      {latest.length === 0 ? (
        <Empty>{TEXTS.noResponses}</Empty>
      ) : (
        <ul className="grid gap-2">
          {latest.map((response) => {
            const program = programOf(response.programId);
            return (
              <li key={response.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-t pt-2 first:border-t-0 first:pt-0">
                <span>
                  {program ? (
                    <Link className="font-medium text-primary underline-offset-4 hover:underline" to={hubHref(program.collegeSlug, program.id, 'responses')}>
                      {response.name}
                    </Link>
                  ) : (
                    <span className="font-medium">{response.name}</span>
                  )}
                  <span className="text-sm text-muted-foreground"> · {response.formTitle}</span>
                </span>
                <span className="text-xs text-muted-foreground">{formatTime(response.submittedAt)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

export function AttentionSection({ data, programOf }: { data: ReadyDashboard; programOf: (id: string) => DashboardProgram | undefined }) {
  return (
    <Section id="dashboard-attention" title="Needs attention" icon={<AlarmClock aria-hidden="true" className="size-5 text-primary" />}>
      {data.attention.length === 0 ? (
        <Empty>{TEXTS.noAttention}</Empty>
      ) : (
        <ul className="grid gap-2">
          {data.attention.map((item) => {
            const program = programOf(item.programId);
            return (
              <li key={item.entryId} className="grid gap-0.5 border-t pt-2 first:border-t-0 first:pt-0">
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <PlayerName player={item.player} />
                  <span className="text-sm text-muted-foreground">
                    {PIPELINE_STAGE_LABELS[item.stage]}
                    {program ? ` · ${programLabel(program)}` : ''}
                  </span>
                </span>
                <ul className="text-sm">
                  {item.reasons.includes('next_action_due') && item.nextActionOn ? (
                    <li>
                      Next action due {formatDay(item.nextActionOn)}
                      {item.nextActionNote ? `: ${item.nextActionNote}` : ''}
                    </li>
                  ) : null}
                  {item.reasons.includes('no_contact') ? (
                    <li>
                      No contact in {DASHBOARD_NO_CONTACT_DAYS} days (since {formatDate(item.lastContactAt)})
                    </li>
                  ) : null}
                </ul>
                <Link className="text-sm text-primary underline-offset-4 hover:underline" to={boardHref(item.programId)}>
                  Open on the board<span className="sr-only">: {item.player.displayName}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

function SuggestionRow({ programId, player }: { programId: string; player: ReadyDashboard['suggestions'][number]['players'][number] }) {
  const add = useAddSuggestionToPipeline();
  const [added, setAdded] = useState(false);
  async function onAdd() {
    try {
      await add.mutateAsync({ programId, playerUserId: player.userId });
      setAdded(true);
      toast.success(TEXTS.added(player.displayName));
    } catch (error) {
      toast.error((error as Error).message);
    }
  }
  return (
    <li className="grid gap-1 border-t pt-2 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <PlayerName player={player} />
          <span className="text-sm text-muted-foreground">
            {player.classYear ? `Class of ${player.classYear} · ` : ''}
            {player.match.score}% {MATCH_BAND_LABELS[player.match.band]}
          </span>
        </span>
        <Button size="sm" variant="outline" onClick={() => void onAdd()} disabled={add.isPending || added} aria-label={`${TEXTS.addToPipeline}: ${player.displayName}`}>
          {add.isPending ? <Spinner /> : <Plus aria-hidden="true" />} {added ? 'Added' : TEXTS.addToPipeline}
        </Button>
      </div>
      {player.match.reasons.length > 0 ? (
        <ul aria-label={`Why ${player.displayName}`} className="text-sm text-muted-foreground">
          {player.match.reasons.map((reason) => (
            <li key={reason.factor}>
              {MATCH_FACTOR_LABELS[reason.factor]}: {reason.evidence}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function SuggestionsSection({ data, programOf }: { data: ReadyDashboard; programOf: (id: string) => DashboardProgram | undefined }) {
  const withPlayers = data.suggestions.filter((suggestion) => suggestion.players.length > 0);
  return (
    <Section id="dashboard-suggestions" title="Suggested players" icon={<Sparkles aria-hidden="true" className="size-5 text-primary" />}>
      {withPlayers.length === 0 ? (
        <Empty>{TEXTS.noSuggestions}</Empty>
      ) : (
        withPlayers.map((suggestion) => {
          const program = programOf(suggestion.programId);
          return (
            <div key={suggestion.programId} className="grid gap-2">
              <h3 className="text-sm font-semibold">{program ? programLabel(program) : 'Program'}</h3>
              <ul className="grid gap-2">
                {suggestion.players.map((player) => (
                  <SuggestionRow key={player.userId} programId={suggestion.programId} player={player} />
                ))}
              </ul>
            </div>
          );
        })
      )}
    </Section>
  );
}

function activityText(item: DashboardActivity): ReactNode {
  if (item.kind === 'submission') return <>New response from {item.name} to “{item.formTitle}”</>;
  const moved = item.fromStage === null ? <>added at {PIPELINE_STAGE_LABELS[item.toStage]}</> : <>moved from {PIPELINE_STAGE_LABELS[item.fromStage]} to {PIPELINE_STAGE_LABELS[item.toStage]}</>;
  return (
    <>
      <PlayerName player={item.player} /> {moved}
      {item.actorName ? ` by ${item.actorName}` : ''}
    </>
  );
}

export function ActivitySection({ data }: { data: ReadyDashboard }) {
  return (
    <Section id="dashboard-activity" title="Recent activity" icon={<Kanban aria-hidden="true" className="size-5 text-primary" />}>
      {data.activity.length === 0 ? (
        <Empty>{TEXTS.noActivity}</Empty>
      ) : (
        <ol className="grid gap-2">
          {data.activity.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="flex flex-wrap items-baseline justify-between gap-x-3 border-t pt-2 text-sm first:border-t-0 first:pt-0">
              <span>{activityText(item)}</span>
              <time dateTime={item.at} className="text-xs text-muted-foreground">
                {formatTime(item.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
