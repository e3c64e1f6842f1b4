import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import type { LandingFigures } from '#shared/contracts/marketing.ts';
import { formatCount, LANDING_GAMES } from '../landing-content.ts';
import { GameMark } from './game-mark.tsx';

/**
 * The games list with the players and programs of each, counted from the database (docs/decisions/070;
 * no counts until they arrive, none if they cannot be counted); each links to the colleges filtered by game.
 */
export function GamesGrid({ figures }: { figures: LandingFigures | undefined }) {
  return (
    <section aria-labelledby="games-title" className="border-y bg-card/40">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="games-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Recruiting in the games you play
          </h2>
          <p className="mt-3 text-muted-foreground">Players with a profile in each game and the college programs listed for it.</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LANDING_GAMES.map((game) => {
            const counts = figures?.byGame.find((row) => row.slug === game.slug);
            return (
              <li
                key={game.key}
                className="group relative flex h-full flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/60"
              >
                <div className="flex items-center gap-3">
                  <GameMark game={game.key} />
                  <div className="min-w-0">
                    <h3 className="font-semibold">{game.title}</h3>
                    <p className="text-xs text-muted-foreground">{game.genre}</p>
                  </div>
                </div>
                {counts ? (
                  <dl className="grid grid-cols-2 gap-2 text-center">
                    <div className="flex flex-col-reverse rounded-lg bg-muted px-2 py-2">
                      <dt className="text-xs text-muted-foreground">players</dt>
                      <dd className="text-xl font-bold">{formatCount(counts.players)}</dd>
                    </div>
                    <div className="flex flex-col-reverse rounded-lg bg-muted px-2 py-2">
                      <dt className="text-xs text-muted-foreground">programs</dt>
                      <dd className="text-xl font-bold">{formatCount(counts.programs)}</dd>
                    </div>
                  </dl>
                ) : null}
                <Link
                  to={`${paths.colleges.getHref()}?games=${encodeURIComponent(game.title)}`}
                  className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-primary outline-none after:absolute after:inset-0 after:rounded-2xl"
                >
                  See {game.title} programs
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
