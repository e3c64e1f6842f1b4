/** A guardian's part of the home: their players, what waits for their approval, and their players' conversations. */
import { Link } from 'react-router';
import type { HomeGuardian } from '#shared/contracts/home.ts';
import { paths } from '#web/config/paths.ts';
import { HomeSection, homeLinkClass } from './home-section.tsx';

export function HomeGuardianSection({ guardian }: { guardian: HomeGuardian }) {
  const waiting = guardian.players.filter((player) => player.isPendingApproval).length;
  return (
    <HomeSection
      id="home-guardian"
      title="Your players"
      description={
        guardian.players.length === 0
          ? undefined
          : waiting === 0
            ? 'Nothing waits for your approval.'
            : waiting === 1
              ? '1 player waits for your approval.'
              : `${waiting} players wait for your approval.`
      }
      action={
        <Link to={paths.guardian.root.getHref()} className={homeLinkClass}>
          Open the Guardian page
        </Link>
      }
    >
      {guardian.players.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No linked players yet. When a player names you as their parent or guardian, you get an email with an invitation link. Open it
          to link the player to this account.
        </p>
      ) : (
        <ul className="grid gap-3">
          {guardian.players.map((player) => (
            <li key={player.userId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
              <span className="font-medium">{player.displayName}</span>
              {player.isPendingApproval ? (
                <Link to={paths.guardian.root.getHref()} className={homeLinkClass}>
                  Waiting for your approval: review
                </Link>
              ) : (
                <span className="text-sm text-muted-foreground">Nothing waiting</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {guardian.players.length > 0 ? (
        <p className="text-sm">
          <Link to={paths.guardian.root.getHref()} className={homeLinkClass}>
            {guardian.conversationCount === 1
              ? "Read your players' conversation (1)"
              : `Read your players' conversations (${guardian.conversationCount})`}
          </Link>
        </p>
      ) : null}
    </HomeSection>
  );
}
