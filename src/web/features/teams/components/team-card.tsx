/** One Find Teams card: logo, name, type, games, roster fill and open recruiting posts; the whole card opens the team. */
import Megaphone from 'lucide-react/icons/megaphone';
import { Link } from 'react-router';
import { ORGANIZATION_TYPE_LABELS, type TeamCard as TeamCardData } from '#shared/contracts/teams.ts';
import { paths } from '#web/config/paths.ts';
import { GameBadge } from './game-badge.tsx';
import { RosterFill } from './roster-fill.tsx';
import { TeamBrandBand } from './team-brand-band.tsx';
import { TeamLogo } from './team-logo.tsx';

export function openPostsText(count: number): string {
  if (count === 0) return 'No open recruiting posts';
  return count === 1 ? '1 open recruiting post' : `${count} open recruiting posts`;
}

export function TeamCard({ team }: { team: TeamCardData }) {
  return (
    <article className="relative flex h-full flex-col gap-4 overflow-hidden rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/60">
      {team.brand ? (
        <div className="-mx-5 -mt-5">
          <TeamBrandBand brand={team.brand} compact />
        </div>
      ) : null}
      <div className="flex items-start gap-4">
        <TeamLogo name={team.name} logoUrl={team.logoUrl} />
        <div className="grid min-w-0 gap-1">
          <h2 className="text-lg leading-tight font-semibold break-words">
            {/* The link's box covers the card (after:inset-0), so the whole card is one click target. */}
            <Link to={paths.teams.page.getHref(team.id)} className="outline-none after:absolute after:inset-0 after:rounded-xl">
              {team.name}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">{ORGANIZATION_TYPE_LABELS[team.organizationType]}</p>
        </div>
      </div>
      {team.games.length > 0 ? (
        <ul aria-label="Games" className="flex flex-wrap gap-1.5">
          {team.games.map((game) => (
            <li key={game.slug}>
              <GameBadge name={game.name} slug={game.slug} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No games yet</p>
      )}
      <div className="mt-auto grid gap-3">
        <RosterFill activePlayers={team.activePlayers} maxRosterSize={team.maxRosterSize} />
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Megaphone aria-hidden="true" className="size-4" />
          {openPostsText(team.openPosts)}
        </p>
      </div>
    </article>
  );
}
