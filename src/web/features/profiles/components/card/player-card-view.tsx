/**
 * The compact player card (issue 11.4): what the share image shows, as a
 * page section that prints on its own (data-print-area, styles.css).
 */
import { Link } from 'react-router';
import { playerCardFacts, playerCardGameLine, type PlayerCard } from '#shared/contracts/player-card.ts';
import { paths } from '#web/config/paths.ts';

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

export function PlayerCardView({ card }: { card: PlayerCard }) {
  const facts = playerCardFacts(card);
  const profileHref = paths.player.getHref(card.slug);
  return (
    <article
      data-print-area
      aria-labelledby="player-card-name"
      className="grid gap-5 rounded-2xl border border-t-4 border-t-primary bg-card p-5 text-card-foreground shadow-sm sm:p-8"
    >
      <header className="grid gap-2">
        <p className="text-xs font-bold tracking-widest text-primary uppercase">Esports Recruiting</p>
        <h1 id="player-card-name" className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
          {card.displayName}
        </h1>
        {facts ? <p className="text-lg text-muted-foreground">{facts}</p> : null}
      </header>
      {card.games.length > 0 ? (
        <ul aria-label="Top games" className="grid gap-3 sm:grid-cols-2">
          {card.games.map((game) => (
            <li key={game.titleSlug} className="grid gap-1 rounded-xl bg-muted/60 p-4">
              <span className="text-sm text-muted-foreground">{game.titleName}</span>
              <span className="text-lg font-semibold break-words">{playerCardGameLine(game)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {card.team || card.highlight ? (
        <dl className="grid gap-2 text-sm">
          {card.team ? (
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">Team</dt>
              <dd className="break-words">{card.team.name}</dd>
            </div>
          ) : null}
          {card.highlight ? (
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">Highlight</dt>
              <dd className="min-w-0 break-words">
                {isWebLink(card.highlight.url) ? (
                  <a href={card.highlight.url} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline underline-offset-4">
                    {card.highlight.title}
                  </a>
                ) : (
                  card.highlight.title
                )}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className="border-t pt-4 text-sm break-all text-muted-foreground">
        <Link to={profileHref} className="underline underline-offset-4 hover:text-foreground">
          {`${window.location.host}${profileHref}`}
        </Link>
      </p>
    </article>
  );
}
