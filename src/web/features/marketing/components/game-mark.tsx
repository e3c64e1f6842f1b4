import type { GameKey } from '../landing-content.ts';

/** A small inline SVG badge per game (abstract shapes, no trademarked artwork, no image requests). */
export function GameMark({ game }: { game: GameKey }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 40 40"
      className="size-11 shrink-0 rounded-xl"
      xmlns="http://www.w3.org/2000/svg"
    >
      {game === 'valorant' ? (
        <>
          <rect width="40" height="40" rx="10" fill="#ff4655" />
          <path d="M9 11l10 18h5L14 11zM22 11l9 0-6 11-3-5z" fill="#fff" />
        </>
      ) : game === 'league' ? (
        <>
          <rect width="40" height="40" rx="10" fill="#0a1428" />
          <path d="M20 7l11 6.5v13L20 33 9 26.5v-13z" fill="none" stroke="#c8aa6e" strokeWidth="2.5" />
          <path d="M16 13v14h9v-3h-6V13z" fill="#c8aa6e" />
        </>
      ) : game === 'rocket' ? (
        <>
          <rect width="40" height="40" rx="10" fill="#1d4ed8" />
          <circle cx="26" cy="15" r="6" fill="#f97316" />
          <path d="M7 27c2-4 6-6 11-6h6l4 3v5H8z" fill="#fff" />
          <circle cx="13" cy="29" r="2.5" fill="#0f172a" />
          <circle cx="24" cy="29" r="2.5" fill="#0f172a" />
        </>
      ) : (
        <>
          <rect width="40" height="40" rx="10" fill="#b91c1c" />
          <path d="M20 7l11 4v8c0 7-5 12-11 14-6-2-11-7-11-14v-8z" fill="#fde047" />
          <path d="M20 12l2.2 4.6 5 .6-3.7 3.4 1 5-4.5-2.5-4.5 2.5 1-5-3.7-3.4 5-.6z" fill="#b91c1c" />
        </>
      )}
    </svg>
  );
}
