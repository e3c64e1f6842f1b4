/**
 * Tournaments (spec 2.4, 6): cards; Add Tournament for managers of silver and gold teams; bronze teams see the
 * upgrade prompt. The manage response carries the first page; "Show older tournaments" loads the next ones and keeps
 * what is loaded (docs/decisions/084).
 */
import { canAddTournament, tierAllows } from '#shared/access/access-rules.ts';
import { type TeamManage } from '#shared/contracts/teams-manage.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { TournamentCard } from './tournament-card.tsx';
import { TournamentFormDialog } from './tournament-form-dialog.tsx';
import { UpgradePrompt } from '../settings/upgrade-prompt.tsx';
import { EmptyState } from '#web/components/query-state.tsx';
import { uniqueById } from '#web/lib/unique-by-id.ts';
import { useMoreTournaments } from '../../../api/schedule/get-tournament-pages.ts';
import { MorePagesButton } from '../more-pages-button.tsx';

export function TournamentsTab({ data }: { data: TeamManage }) {
  const { team, viewer } = data;
  const hasTier = tierAllows(team.subscriptionTier, 'tournament_management');
  const canAdd = canAddTournament(viewer.isManager, team.subscriptionTier) && !team.archivedAt;
  const canEdit = viewer.isManager && hasTier && !team.archivedAt;
  const older = useMoreTournaments(team.id, data.olderTournamentsCursor);
  const tournaments = uniqueById([...data.tournaments, ...older.items]);

  return (
    <section aria-labelledby="tournaments-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tournaments-heading" className="text-xl font-bold">
          Tournaments
        </h2>
        {canAdd ? <TournamentFormDialog teamId={team.id} /> : null}
      </div>
      {hasTier ? null : (
        <UpgradePrompt teamId={team.id} title={TEAM_TEXTS.tournamentTierRequired} feature="Tournament management" isManager={viewer.isManager} />
      )}
      {tournaments.length === 0 ? (
        hasTier ? <EmptyState>No tournaments yet</EmptyState> : null
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {tournaments.map((tournament) => (
              <li key={tournament.id}>
                <TournamentCard teamId={team.id} tournament={tournament} canEdit={canEdit} />
              </li>
            ))}
          </ul>
          <MorePagesButton label="Show older tournaments" failedText="Older tournaments could not be loaded." more={older} />
        </>
      )}
    </section>
  );
}
