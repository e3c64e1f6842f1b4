/**
 * /leaderboard (issue 14.3, docs/decisions/048): the weekly points
 * leaderboard per game, for signed-in users. The game is in the query
 * (?game=<slug>) so a leaderboard can be linked; an unknown one falls back to
 * the first game.
 */
import { useSearchParams } from 'react-router';
import { POINTS_TEXTS } from '#shared/contracts/points.ts';
import { GAME_CATALOG, gameBySlug } from '#shared/recruiting/game-catalog.ts';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { WeeklyLeaderboard } from '#web/features/points/components/weekly-leaderboard.tsx';
import { RequireAuth } from '#web/app/require-auth.tsx';

function LeaderboardPage() {
  const [params, setParams] = useSearchParams();
  const game = gameBySlug(params.get('game') ?? '') ?? GAME_CATALOG[0];
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{POINTS_TEXTS.leaderboardTitle}</h1>
        <p className="text-muted-foreground">
          Points earned this week by players who chose to be listed, by gamer tag. Points come from useful actions: completing
          your profile, adding highlights, sending interest forms, answering practice attendance and shares opened by others.
        </p>
      </div>
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="leaderboard-game">Game</Label>
        <NativeSelect id="leaderboard-game" value={game.slug} onChange={(event) => setParams({ game: event.target.value }, { replace: true })}>
          {GAME_CATALOG.map((entry) => (
            <option key={entry.slug} value={entry.slug}>
              {entry.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <WeeklyLeaderboard key={game.slug} game={game.slug} gameName={game.name} />
    </div>
  );
}

export function LeaderboardRoute() {
  return (
    <RequireAuth>
      <LeaderboardPage />
    </RequireAuth>
  );
}
