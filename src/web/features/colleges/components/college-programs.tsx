/**
 * The college page's esports programs (issue 12.3, docs/decisions/031): a
 * tab per program (title and level) with its recruiting state, roster size
 * and open spots, roles needed by priority, class years, minimum and target
 * rank by tier name, minimum GPA, scholarship range, tryout notes, and the
 * current roster from the team it runs in our team module. Names on a
 * roster are those the server may show anyone; the others are counted.
 */
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { COLLEGE_TEXTS, type CollegeProgram, type CollegeProgramBadge, type ProgramRoster } from '#shared/contracts/colleges.ts';
import { PROGRAM_LEVEL_LABELS, ROLE_PRIORITY_LABELS } from '#shared/recruiting/program-levels.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { paths } from '#web/config/paths.ts';
import { formatScholarship } from './college-format.ts';

const programKey = (program: CollegeProgram) => `${program.titleSlug}:${program.level}`;

/** A program in a link (`/college/{slug}?program=valorant-varsity`): a directory card opens its best match's tab. */
export const programParam = (program: { titleSlug: string; level: string }) => `${program.titleSlug}-${program.level}`;

/**
 * "Apply" to a program: its open interest form (docs/decisions/069). The
 * visible word is "Apply"; the program's name follows for screen readers,
 * so the name still starts with what is shown.
 */
export function ProgramApplyLink({ collegeSlug, program, className }: { collegeSlug: string; program: CollegeProgramBadge; className?: string }) {
  if (!program.interestFormId) return null;
  return (
    <Link to={paths.collegeApply.getHref(collegeSlug, program.interestFormId)} className={className}>
      {COLLEGE_TEXTS.apply}
      <span className="sr-only">
        {' '}
        to {program.titleName} {PROGRAM_LEVEL_LABELS[program.level]}
      </span>
    </Link>
  );
}

/** "co_captain" -> "Co-captain". */
function rosterRoleLabel(role: string): string {
  const words = role.replaceAll('_', '-');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b py-2 last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

function RosterList({ roster }: { roster: ProgramRoster }) {
  const total = roster.players.length + roster.unnamedPlayers;
  return (
    <div className="grid gap-2">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Users aria-hidden="true" className="size-4" />
        Current roster
      </h4>
      <p className="text-xs text-muted-foreground">From team records: {roster.teamName}</p>
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">No players on this roster yet.</p>
      ) : (
        <>
          {roster.players.length > 0 ? (
            <ul aria-label="Roster players" className="grid gap-1 text-sm">
              {roster.players.map((player, index) => (
                <li key={`${player.displayName}:${index}`} className="flex items-center justify-between gap-3 rounded-md border px-3 py-1.5">
                  {player.profileSlug ? (
                    <Link to={paths.player.getHref(player.profileSlug)} className="font-medium text-primary underline-offset-4 hover:underline">
                      {player.displayName}
                    </Link>
                  ) : (
                    <span className="font-medium">{player.displayName}</span>
                  )}
                  <span className="text-xs text-muted-foreground">{rosterRoleLabel(player.role)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {roster.unnamedPlayers > 0 ? (
            <p className="text-sm text-muted-foreground">
              {roster.unnamedPlayers === 1 ? '1 more player is' : `${roster.unnamedPlayers} more players are`} not named here: players under 18 are
              named only when their profile is public with a guardian&rsquo;s approval.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

function ProgramDetails({ collegeSlug, program, match }: { collegeSlug: string; program: CollegeProgram; match: ReactNode }) {
  return (
    <div className="grid gap-5 rounded-xl border bg-card p-4 sm:p-5">
      {program.interestFormId ? (
        <div className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">{COLLEGE_TEXTS.applyExplainer}</p>
          <ProgramApplyLink collegeSlug={collegeSlug} program={program} className={buttonVariants({ className: 'w-full sm:w-auto' })} />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">
          {program.titleName} · {PROGRAM_LEVEL_LABELS[program.level]}
        </h3>
        {program.isRecruiting ? (
          <span className="rounded-full border border-primary/40 bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-foreground">{COLLEGE_TEXTS.recruiting}</span>
        ) : (
          <span className="rounded-full border px-2.5 py-0.5 text-xs font-medium text-muted-foreground">{COLLEGE_TEXTS.notRecruiting}</span>
        )}
      </div>
      {match}
      <div className="grid gap-5 md:grid-cols-2">
        <dl className="text-sm">
          <Fact label="Level">{PROGRAM_LEVEL_LABELS[program.level]}</Fact>
          <Fact label="Roster size">{program.rosterSize}</Fact>
          <Fact label="Open spots">{program.openSpots}</Fact>
          <Fact label="Class years">{program.classYears.length > 0 ? program.classYears.join(', ') : 'Any'}</Fact>
          <Fact label="Minimum rank">{program.minTier?.name ?? 'None'}</Fact>
          <Fact label="Target rank">{program.targetTier?.name ?? 'None'}</Fact>
          <Fact label="Minimum GPA">{program.minGpa === null ? 'None' : `${program.minGpa.toFixed(2)} (4.0 scale)`}</Fact>
          <Fact label="Scholarships">{formatScholarship(program.scholarship)}</Fact>
        </dl>
        <div className="grid content-start gap-5">
          <div className="grid gap-2">
            <h4 className="text-sm font-semibold">Roles needed</h4>
            {program.rolesNeeded.length === 0 ? (
              <p className="text-sm text-muted-foreground">No roles listed.</p>
            ) : (
              <ul aria-label="Roles needed" className="grid gap-1 text-sm">
                {program.rolesNeeded.map((need) => (
                  <li key={need.role} className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-1.5">
                    <span className="font-medium">
                      {need.role}
                      {need.count > 1 ? ` × ${need.count}` : ''}
                    </span>
                    <span className="text-xs text-muted-foreground">{ROLE_PRIORITY_LABELS[need.priority]}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {program.tryoutNotes ? (
            <div className="grid gap-1">
              <h4 className="text-sm font-semibold">Tryout notes</h4>
              <p className="text-sm whitespace-pre-line break-words">{program.tryoutNotes}</p>
            </div>
          ) : null}
          {program.roster ? <RosterList roster={program.roster} /> : null}
        </div>
      </div>
    </div>
  );
}

export interface CollegeProgramsProps {
  /** The college's page address (a program's "Apply" link is under it). */
  collegeSlug: string;
  programs: CollegeProgram[];
  isClaimed: boolean;
  /** The signed-in player's match on a program's tab (another feature's, composed by the route). */
  renderProgramMatch?: (program: CollegeProgram) => ReactNode;
}

export function CollegePrograms({ collegeSlug, programs, isClaimed, renderProgramMatch }: CollegeProgramsProps) {
  const [params] = useSearchParams();
  const linked = programs.find((program) => programParam(program) === params.get('program'));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Esports programs</CardTitle>
      </CardHeader>
      <CardContent>
        {programs.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {COLLEGE_TEXTS.noPrograms}
            {isClaimed ? '' : ' Programs appear once the college’s esports staff claim this page and list them.'}
          </p>
        ) : (
          <Tabs defaultValue={programKey(linked ?? programs[0]!)}>
            <TabsList aria-label="Esports programs" className="h-auto flex-wrap justify-start gap-1">
              {programs.map((program) => (
                <TabsTrigger key={programKey(program)} value={programKey(program)} className="h-9 flex-none">
                  {program.titleName} · {PROGRAM_LEVEL_LABELS[program.level]}
                </TabsTrigger>
              ))}
            </TabsList>
            {programs.map((program) => (
              <TabsContent key={programKey(program)} value={programKey(program)}>
                <ProgramDetails collegeSlug={collegeSlug} program={program} match={renderProgramMatch?.(program) ?? null} />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}
