/**
 * Result rows of the recruiter search: name, rank and role for the game,
 * class, state, team, highlights, the match for the chosen program (percent,
 * band, confidence and the top two reasons), and the actions the page passes
 * in (Message, Add to list), so this feature does not reach into messaging or lists.
 */
import Film from 'lucide-react/icons/film';
import UsersRound from 'lucide-react/icons/users-round';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MatchSummary } from '#shared/contracts/match.ts';
import type { PlayerSearchRow } from '#shared/contracts/player-search.ts';
import { MATCH_BAND_LABELS, MATCH_FACTOR_LABELS } from '#shared/match/match-types.ts';
import { paths } from '#web/config/paths.ts';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** A row's match for the chosen program: "79% match, High", the confidence, and the two reasons that weigh most. */
function PlayerMatch({ match, name }: { match: MatchSummary; name: string }) {
  return (
    <section aria-label={`Match of ${name}`} className="grid gap-1 rounded-lg bg-muted/50 px-3 py-2 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-lg font-bold text-foreground">{match.score}% match</span>
        <span className="font-medium text-foreground">{MATCH_BAND_LABELS[match.band]}</span>
        <span className="text-muted-foreground">
          {match.confidence.level} confidence ({Math.round(match.confidence.value * 100)}% known)
        </span>
      </p>
      {match.reasons.length > 0 ? (
        <ul aria-label="Top reasons" className="grid gap-0.5 text-muted-foreground">
          {match.reasons.map((reason) => (
            <li key={reason.factor}>
              <span className="font-medium text-foreground">{MATCH_FACTOR_LABELS[reason.factor]}:</span> {reason.evidence}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function PlayerSearchResults({ rows, actions }: { rows: PlayerSearchRow[]; actions?: (row: PlayerSearchRow) => ReactNode }) {
  return (
    <ul className="grid gap-3">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center gap-4 rounded-xl border bg-card p-4">
          {row.avatarUrl ? (
            <img src={row.avatarUrl} alt="" className="size-12 shrink-0 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-full bg-primary/15 font-semibold text-primary">
              {initials(row.displayName)}
            </span>
          )}
          {/* At least 12rem for the name and details: on a phone the actions wrap below instead of squeezing the name. */}
          <div className="grid min-w-0 flex-1 basis-48 gap-1">
            <Link to={paths.player.getHref(row.slug)} className="truncate font-semibold hover:underline">
              {row.displayName}
            </Link>
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <div className="flex gap-1">
                <dt className="sr-only">Rank</dt>
                <dd>{row.game ? `${row.game.name}: ${row.rank?.name ?? 'Unranked'}` : 'No game'}</dd>
              </div>
              {row.role ? (
                <div className="flex gap-1">
                  <dt>Role</dt>
                  <dd className="text-foreground">{row.role}</dd>
                </div>
              ) : null}
              <div className="flex gap-1">
                <dt>Class</dt>
                <dd className="text-foreground">{row.classYear ?? '—'}</dd>
              </div>
              <div className="flex gap-1">
                <dt>State</dt>
                <dd className="text-foreground">{row.state ?? '—'}</dd>
              </div>
              {row.team ? (
                <div className="flex items-center gap-1">
                  <dt>
                    <UsersRound aria-hidden="true" className="size-4" />
                    <span className="sr-only">Team</span>
                  </dt>
                  <dd className="text-foreground">{row.team.name}</dd>
                </div>
              ) : null}
              {row.hasHighlights ? (
                <div className="flex items-center gap-1">
                  <dt className="sr-only">Highlights</dt>
                  <dd className="inline-flex items-center gap-1">
                    <Film aria-hidden="true" className="size-4" /> Highlights
                  </dd>
                </div>
              ) : null}
            </dl>
            {row.match ? <PlayerMatch match={row.match} name={row.displayName} /> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions(row)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
