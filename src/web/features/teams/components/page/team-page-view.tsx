/**
 * The public team page's content (issue 26.8, docs/decisions/071): the
 * team's name, logo and type, its games and levels, its open recruiting
 * posts in full, achievements, and the roster (adults by display name to
 * signed-in viewers). What the viewer may do on a post (apply, sign in) and
 * the sign-in link come from the route, which composes the features.
 */
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Megaphone from 'lucide-react/icons/megaphone';
import Settings from 'lucide-react/icons/settings';
import Trophy from 'lucide-react/icons/trophy';
import UsersRound from 'lucide-react/icons/users-round';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TEAM_PAGE_TEXTS, type TeamPage, type TeamPagePost } from '#shared/contracts/team-page.ts';
import { ORGANIZATION_TYPE_LABELS } from '#shared/contracts/teams.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { GameBadge } from '../game-badge.tsx';
import { formatCalendarDate } from '../manage/format-team-dates.ts';
import { valueLabel } from '../manage/role-labels.ts';
import { RosterFill } from '../roster-fill.tsx';
import { TeamBrandBand } from '../team-brand-band.tsx';
import { TeamLogo } from '../team-logo.tsx';
import { TeamPagePostCard } from './team-page-post.tsx';
import { TeamPageRoster } from './team-page-roster.tsx';

function Section({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

export function TeamPageView({
  data,
  postAction,
  signIn,
}: {
  data: TeamPage;
  /** The action row of one post: apply, "Applied", or how to apply. */
  postAction: (post: TeamPagePost) => ReactNode;
  /** A sign-in link for a visitor (the roster section). */
  signIn: ReactNode;
}) {
  const { team } = data;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-10">
      <title>{`${team.name} · Esports Recruiting`}</title>
      <header className="grid gap-4">
        {team.brand ? (
          <div className="overflow-hidden rounded-xl">
            <TeamBrandBand brand={team.brand} />
          </div>
        ) : null}
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 items-start gap-4">
            <TeamLogo name={team.name} logoUrl={team.logoUrl} className="size-16 sm:size-20" />
            <div className="grid min-w-0 gap-1">
              <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{team.name}</h1>
              <p className="text-muted-foreground">{ORGANIZATION_TYPE_LABELS[team.organizationType]}</p>
            </div>
          </div>
          {data.viewer.canOpenManage ? (
            <Button asChild variant="outline">
              <Link to={paths.teams.manage.getHref(team.id)}>
                <Settings aria-hidden="true" /> Team Management
              </Link>
            </Button>
          ) : null}
        </div>
        {team.description ? <p className="max-w-3xl break-words whitespace-pre-line">{team.description}</p> : null}
        <div className="max-w-sm">
          <RosterFill activePlayers={team.activePlayers} maxRosterSize={team.maxRosterSize} />
        </div>
      </header>

      <Section id="team-games-heading" title="Games" icon={<Gamepad2 aria-hidden="true" className="size-5" />}>
        {data.games.length > 0 ? (
          <ul aria-label="Games and levels" className="flex flex-wrap gap-2">
            {data.games.map((game) => (
              <li key={game.slug} className="flex items-center gap-2 rounded-lg border px-3 py-2 text-sm">
                <GameBadge name={game.name} slug={game.slug} />
                <span className="text-muted-foreground">{valueLabel(game.playLevel)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No games yet</p>
        )}
      </Section>

      <Section id="team-posts-heading" title="Open recruiting posts" icon={<Megaphone aria-hidden="true" className="size-5" />}>
        {data.posts.length > 0 ? (
          <ul className="grid gap-4">
            {data.posts.map((post) => (
              <li key={post.id}>
                <TeamPagePostCard post={post} action={postAction(post)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{TEAM_PAGE_TEXTS.noPosts}</p>
        )}
      </Section>

      <Section id="team-achievements-heading" title="Achievements" icon={<Trophy aria-hidden="true" className="size-5" />}>
        {data.achievements.length > 0 ? (
          <ul className="grid gap-2">
            {data.achievements.map((achievement) => (
              <li key={achievement.id} className="grid gap-0.5 rounded-lg border px-3 py-2 text-sm">
                <span className="font-medium break-words">{achievement.title}</span>
                <span className="text-muted-foreground">{formatCalendarDate(achievement.dateAchieved)}</span>
                {achievement.description ? <span className="break-words">{achievement.description}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{TEAM_PAGE_TEXTS.noAchievements}</p>
        )}
      </Section>

      <Section id="team-roster-heading" title="Roster" icon={<UsersRound aria-hidden="true" className="size-5" />}>
        <TeamPageRoster roster={data.roster} signIn={signIn} />
      </Section>
    </div>
  );
}
