/**
 * A player's card in "Find players" (docs/decisions/047), the team's and the
 * college program's: name (to the profile), a details line, the percent
 * with its band and the confidence, the top two reasons, an optional note
 * (a cap), the action's error, then "Why?" and the side's own action.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MatchmakingMatch } from '#shared/contracts/matchmaking.ts';
import { CONFIDENCE_LABELS, matchHeadline } from '#shared/match/match-types.ts';
import { topMatchmakingReasons } from '#shared/matchmaking/matchmaking-score.ts';
import { paths } from '#web/config/paths.ts';
import { MatchmakingWhy } from './matchmaking-why.tsx';

export function PlayerMatchCard({
  player,
  details,
  match,
  hints,
  note,
  error,
  children,
}: {
  player: { displayName: string; slug: string };
  details: string;
  match: MatchmakingMatch;
  hints: Partial<Record<string, ReactNode>>;
  note?: ReactNode;
  error: Error | null;
  children: ReactNode;
}) {
  return (
    <article aria-label={player.displayName} className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="text-lg font-semibold break-words">
            <Link to={paths.player.getHref(player.slug)} className="underline-offset-4 hover:underline">
              {player.displayName}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{details}</p>
        </div>
        <p className="text-right">
          <span className="block text-2xl font-bold">{matchHeadline(match.score, match.band)}</span>
          <span className="text-xs text-muted-foreground">{CONFIDENCE_LABELS[match.confidence.level]}</span>
        </p>
      </div>
      <ul aria-label="Top reasons" className="grid gap-1 text-sm">
        {topMatchmakingReasons(match).map((factor) => (
          <li key={factor.key}>
            <span className="font-medium">{factor.label}:</span> {factor.evidence}
          </li>
        ))}
      </ul>
      {note}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <MatchmakingWhy match={match} title={player.displayName} hints={hints} />
        {children}
      </div>
    </article>
  );
}
