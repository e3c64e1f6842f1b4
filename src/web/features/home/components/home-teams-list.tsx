/** The teams the viewer is on, each with their place on it and a link to the team. */
import { Link } from 'react-router';
import type { HomeTeam, HomeTeamRole } from '#shared/contracts/home.ts';
import { paths } from '#web/config/paths.ts';
import { homeLinkClass } from './home-section.tsx';

const ROLE_LABELS: Record<HomeTeamRole, string> = { owner: 'Owner', staff: 'Staff', player: 'Player' };

export function HomeTeamsList({ teams }: { teams: readonly HomeTeam[] }) {
  if (teams.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        You are not on a team yet.{' '}
        <Link to={paths.teams.root.getHref()} className={homeLinkClass}>
          Find Teams
        </Link>
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {teams.map((team) => (
        <li key={team.id} className="grid gap-1 rounded-lg border p-3">
          <Link to={paths.teams.manage.getHref(team.id)} className={`${homeLinkClass} break-words`}>
            {team.name}
          </Link>
          <span className="text-sm text-muted-foreground">
            {ROLE_LABELS[team.role]} · {team.activePlayers} of {team.maxRosterSize} players
          </span>
        </li>
      ))}
    </ul>
  );
}
