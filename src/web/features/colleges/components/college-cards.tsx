/**
 * The directory's result cards: name, place, claim status and "Demo data",
 * the esports programs (game and level, "Recruiting" where it recruits now,
 * "Apply" where an interest form is open) and the scholarship range, then public or private, enrollment, admission
 * rate and tuition. For a signed-in player, the match of the college's best
 * program for them with its top two reasons (docs/decisions/030), saying so
 * when that program is in a game the player has not added (docs/decisions/076).
 */
import Info from 'lucide-react/icons/info';
import MapPin from 'lucide-react/icons/map-pin';
import Navigation from 'lucide-react/icons/navigation';
import Sparkles from 'lucide-react/icons/sparkles';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COLLEGE_CONTROL_LABELS, COLLEGE_TEXTS, type CollegeProgramBadge, type CollegeSummary } from '#shared/contracts/colleges.ts';
import type { CollegeCardMatch } from '#shared/contracts/match.ts';
import { MATCH_BAND_LABELS, MATCH_FACTOR_LABELS } from '#shared/match/match-types.ts';
import { PROGRAM_LEVEL_LABELS } from '#shared/recruiting/program-levels.ts';
import { paths } from '#web/config/paths.ts';
import { ClaimStatusBadge } from './claim-status-badge.tsx';
import { distanceLabel } from './college-distance.ts';
import { formatCount, formatRate, formatScholarship, formatUsd } from './college-format.ts';
import { ProgramApplyLink, programParam } from './college-programs.tsx';
import { DemoBadge } from './demo-badge.tsx';

/** "Apply" on a chip: 24 px high at least, the program's open form (docs/decisions/069). */
const CHIP_APPLY =
  'inline-flex min-h-6 items-center rounded bg-primary px-2 font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:outline-none';

function ProgramChips({ collegeSlug, programs }: { collegeSlug: string; programs: CollegeProgramBadge[] }) {
  return (
    <ul aria-label="Esports programs" className="flex flex-wrap gap-1.5">
      {programs.map((program) => (
        <li
          key={`${program.titleSlug}:${program.level}`}
          className="inline-flex flex-wrap items-center gap-1.5 rounded-md border bg-muted/40 px-2 py-0.5 text-xs"
        >
          <span className="font-semibold">{program.titleName}</span>
          <span className="text-muted-foreground">{PROGRAM_LEVEL_LABELS[program.level]}</span>
          {program.isRecruiting ? (
            <span className="rounded border border-primary/40 bg-primary/15 px-1.5 font-semibold text-foreground">{COLLEGE_TEXTS.recruiting}</span>
          ) : null}
          <ProgramApplyLink collegeSlug={collegeSlug} program={program} className={CHIP_APPLY} />
        </li>
      ))}
    </ul>
  );
}

const CONFIDENCE_WORDS: Record<CollegeCardMatch['confidence']['level'], string> = { high: 'high confidence', medium: 'medium confidence', low: 'low confidence' };

/** "Your match: 92% Excellent" for its best program, and the two reasons that weigh most. */
function CardMatch({ match }: { match: CollegeCardMatch }) {
  return (
    <div className="grid gap-1 rounded-lg border bg-muted/30 px-3 py-2 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <Sparkles aria-hidden="true" className="size-4 shrink-0 self-center text-primary" />
        <span className="font-semibold">
          Your match: {match.score}% {MATCH_BAND_LABELS[match.band]}
        </span>
        <span className="text-muted-foreground">
          {match.titleName} {PROGRAM_LEVEL_LABELS[match.level]}, {CONFIDENCE_WORDS[match.confidence.level]}
        </span>
      </p>
      {/* A program in a game the player has not added: why it is shown, and that Best match does not rank by it (docs/decisions/076). */}
      {match.inPlayerGames === false ? (
        <p className="flex items-start gap-2 font-medium">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {COLLEGE_TEXTS.otherGameMatch(match.titleName)}
        </p>
      ) : null}
      {match.reasons.length > 0 ? (
        <ul aria-label="Top reasons" className="grid gap-0.5 text-muted-foreground">
          {match.reasons.map((reason) => (
            <li key={reason.factor} className="break-words">
              <span className="font-medium text-foreground">{MATCH_FACTOR_LABELS[reason.factor]}:</span> {reason.evidence}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export interface CollegeCardsProps {
  rows: CollegeSummary[];
  /** A card's actions (Add to my lists), composed by the route. */
  renderActions?: (college: CollegeSummary) => ReactNode;
  /** The distance sort's origin (`near`): each card says how far it is. */
  distanceFrom?: string;
}

export function CollegeCards({ rows, renderActions, distanceFrom }: CollegeCardsProps) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {rows.map((college) => (
        <li key={college.id} className="grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4">
          <div className="flex min-w-0 items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <h3 className="text-base leading-snug font-semibold break-words">
                <Link to={paths.college.getHref(college.slug, college.match ? programParam(college.match) : undefined)} className="hover:underline">
                  {college.name}
                </Link>
              </h3>
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {college.city}, {college.state}
              </p>
              {distanceFrom ? (
                <p className="flex items-center gap-1 text-sm font-medium">
                  <Navigation aria-hidden="true" className="size-4 shrink-0" />
                  {distanceLabel(college.distanceMiles, distanceFrom)}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col items-end gap-1">
              <DemoBadge isDemo={college.isDemo} />
              <ClaimStatusBadge isClaimed={college.isClaimed} />
            </div>
          </div>
          {college.match ? <CardMatch match={college.match} /> : null}
          {college.programs.length > 0 ? (
            <div className="grid gap-2">
              <ProgramChips collegeSlug={college.slug} programs={college.programs} />
              <p className="text-sm">
                <span className="text-muted-foreground">Esports scholarships: </span>
                {formatScholarship(college.scholarships, 'None listed')}
              </p>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">No esports programs listed</p>
          )}
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Type</dt>
              <dd>{COLLEGE_CONTROL_LABELS[college.control]}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Undergraduates</dt>
              <dd>{formatCount(college.undergradEnrollment)}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Admission rate</dt>
              <dd>{formatRate(college.admissionRate)}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Out-of-state tuition</dt>
              <dd>{formatUsd(college.tuitionOutOfState)}</dd>
            </div>
          </dl>
          {renderActions ? <div className="flex flex-wrap gap-2">{renderActions(college)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
