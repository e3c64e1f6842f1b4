/** The player's part of the home: profile completeness, next steps, matches and application deadlines. */
import { Link } from 'react-router';
import type { HomePlayer } from '#shared/contracts/home.ts';
import { matchHeadline } from '#shared/match/match-types.ts';
import { PROGRAM_LEVEL_LABELS } from '#shared/recruiting/program-levels.ts';
import { paths } from '#web/config/paths.ts';
import { HomeSection, HomeSubheading, homeLinkClass } from './home-section.tsx';


export function formatHomeDate(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

function programName(program: HomePlayer['matches'][number]['program']): string {
  return `${program.titleName} ${PROGRAM_LEVEL_LABELS[program.level]}`;
}

export function HomePlayerSection({ player }: { player: HomePlayer }) {
  return (
    <HomeSection
      id="home-player"
      title="Your recruiting profile"
      action={
        player.setupComplete ? (
          <Link to={paths.player.getHref(player.slug)} className={homeLinkClass}>
            View your profile
          </Link>
        ) : null
      }
    >
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span id="home-completeness-label" className="font-medium">
            Profile completeness
          </span>
          <span>{player.completionPercent}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="home-completeness-label"
          aria-valuenow={player.completionPercent}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${player.completionPercent}%` }} />
        </div>
      </div>

      <div className="grid gap-2">
        <HomeSubheading>Next steps</HomeSubheading>
        {player.nextSteps.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing to do right now: your profile is complete.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {player.nextSteps.map((step) => (
              <li key={step.key}>
                <Link to={step.href} className={homeLinkClass}>
                  {step.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="grid gap-2">
        <HomeSubheading>Your best matches</HomeSubheading>
        {!player.hasMatch ? (
          <p className="text-sm text-muted-foreground">Add a game and your rank to your profile to see the programs that match you.</p>
        ) : player.matches.length === 0 ? (
          <p className="text-sm text-muted-foreground">No programs of your games to suggest right now.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {player.matches.map(({ program, match }) => (
              <li key={program.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <Link to={paths.college.getHref(program.collegeSlug)} className={homeLinkClass}>
                  {program.collegeName}
                </Link>
                <span className="text-muted-foreground">
                  {programName(program)} · {matchHeadline(match.score, match.band)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {player.hasMatch ? (
          <Link to={paths.playerCollegeBoard.getHref(player.slug)} className={`${homeLinkClass} text-sm`}>
            Open your college board
          </Link>
        ) : null}
      </div>

      <div className="grid gap-2">
        <HomeSubheading>Application deadlines</HomeSubheading>
        {player.deadlines.length === 0 ? (
          <p className="text-sm text-muted-foreground">No upcoming deadlines for the programs on your college board.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {player.deadlines.map((deadline) => (
              <li key={`${deadline.kind}-${deadline.programId}-${deadline.formId ?? ''}`} className="grid gap-0.5">
                {deadline.kind === 'form_closes' && deadline.formId ? (
                  <Link to={paths.collegeApply.getHref(deadline.program.collegeSlug, deadline.formId)} className={homeLinkClass}>
                    {deadline.formTitle ?? 'Interest form'}: {deadline.program.collegeName}
                  </Link>
                ) : (
                  <Link to={paths.college.getHref(deadline.program.collegeSlug)} className={homeLinkClass}>
                    Tryouts: {deadline.program.collegeName}
                  </Link>
                )}
                <span className="text-muted-foreground">
                  {deadline.kind === 'form_closes' ? 'Form closes' : 'Tryouts on'} <time dateTime={deadline.at}>{formatHomeDate(deadline.at)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </HomeSection>
  );
}
