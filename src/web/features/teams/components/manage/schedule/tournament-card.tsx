import CalendarDays from 'lucide-react/icons/calendar-days';
import Globe from 'lucide-react/icons/globe';
import Medal from 'lucide-react/icons/medal';
import Trophy from 'lucide-react/icons/trophy';
import type { Tournament } from '#shared/contracts/teams-schedule.ts';
import { DeleteTeamItemButton } from '../delete-team-item-button.tsx';
import { formatCalendarDate } from '../format-team-dates.ts';
import { StatusBadge } from '../status-badge.tsx';
import { formatPrizePool, TOURNAMENT_TYPE_LABELS } from './tournament-labels.ts';
import { TournamentFormDialog } from './tournament-form-dialog.tsx';

/** One tournament (spec 2.4): name, status, start date, type, prize pool, placement. */
export function TournamentCard({ teamId, tournament, canEdit }: { teamId: string; tournament: Tournament; canEdit: boolean }) {
  return (
    <article aria-label={tournament.name} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold">{tournament.name}</h3>
        <StatusBadge kind="tournament" status={tournament.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
          <dt className="sr-only">Start date</dt>
          <dd>{formatCalendarDate(tournament.startDate)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Globe aria-hidden="true" className="size-4 text-muted-foreground" />
          <dt className="sr-only">Type</dt>
          <dd>{TOURNAMENT_TYPE_LABELS[tournament.tournamentType]}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Trophy aria-hidden="true" className="size-4 text-muted-foreground" />
          <dt>Prize pool:</dt>
          <dd>{tournament.prizePool === null ? 'None' : formatPrizePool(tournament.prizePool)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Medal aria-hidden="true" className="size-4 text-muted-foreground" />
          <dt>Placement:</dt>
          <dd>{tournament.placement ?? 'Not yet'}</dd>
        </div>
      </dl>
      {tournament.description ? <p className="text-sm whitespace-pre-line text-muted-foreground">{tournament.description}</p> : null}
      {canEdit ? (
        <div className="flex flex-wrap gap-2 border-t pt-3">
          <TournamentFormDialog teamId={teamId} tournament={tournament} />
          <DeleteTeamItemButton teamId={teamId} kind="tournaments" id={tournament.id} name={tournament.name} />
        </div>
      ) : null}
    </article>
  );
}
