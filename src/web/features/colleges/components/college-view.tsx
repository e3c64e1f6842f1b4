/**
 * /college/{slug} (issue 12.3): the institution's header (name, place,
 * website, public or private, claim status, "Demo data" for a sample
 * college), its esports programs (a tab each, docs/decisions/031) and its
 * public facts: academics and cost, campus; its public staff and Message
 * staff (docs/decisions/034). The header's actions (Add to my lists,
 * Share) come from the route, which composes features; the claim section
 * is docs/decisions/032's.
 */
import ExternalLink from 'lucide-react/icons/external-link';
import MapPin from 'lucide-react/icons/map-pin';
import type { ReactNode } from 'react';
import { COLLEGE_CONTROL_LABELS, COLLEGE_DEGREE_LABELS, COLLEGE_TEXTS, type College, type CollegeProgram } from '#shared/contracts/colleges.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ClaimStatusBadge } from './claim-status-badge.tsx';
import { CollegeAbout } from './college-about.tsx';
import { CollegeEditLink } from './college-edit-link.tsx';
import { CollegeRecruitingLink } from './college-recruiting-link.tsx';
import { CollegeClaimSection } from './college-claim-section.tsx';
import { CollegePrograms } from './college-programs.tsx';
import { CollegeStaffSection } from './college-staff-section.tsx';
import { DemoBadge } from './demo-badge.tsx';
import { formatCount, formatRange, formatRate, formatUsd, NOT_REPORTED } from './college-format.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b py-2 last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function FactsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="text-sm">{children}</dl>
      </CardContent>
    </Card>
  );
}

/** The website without its scheme and trailing slash, for reading. */
function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** Only http(s) addresses become links. */
function safeWebsite(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

export interface CollegeViewProps {
  college: College;
  /** The header's actions (Add to my lists, Share), composed by the route. */
  actions?: ReactNode;
  /** The signed-in player's match on each program's tab, composed by the route. */
  renderProgramMatch?: (program: CollegeProgram) => ReactNode;
}

export function CollegeView({ college, actions, renderProgramMatch }: CollegeViewProps) {
  const website = safeWebsite(college.website);
  return (
    <div className="grid gap-6">
      <header className="grid gap-3 rounded-xl border bg-card p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">{college.name}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <DemoBadge isDemo={college.isDemo} />
            <ClaimStatusBadge isClaimed={college.isClaimed} />
            <CollegeEditLink collegeId={college.id} slug={college.slug} />
            <CollegeRecruitingLink collegeId={college.id} slug={college.slug} />
          </div>
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {college.city}, {college.state}
          </span>
          <span>{COLLEGE_CONTROL_LABELS[college.control]}</span>
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer" className="inline-flex min-w-0 items-center gap-1 break-all text-primary underline-offset-4 hover:underline">
              {websiteLabel(website)}
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">(website, opens in a new tab)</span>
            </a>
          ) : null}
        </p>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        {college.isDemo ? <p className="text-sm text-muted-foreground">{COLLEGE_TEXTS.demoExplainer}</p> : <CollegeClaimSection college={college} />}
      </header>
      <CollegeAbout college={college} />
      <CollegePrograms collegeSlug={college.slug} programs={college.programs} isClaimed={college.isClaimed || college.isDemo} renderProgramMatch={renderProgramMatch} />
      <CollegeStaffSection college={college} />
      <div className="grid gap-6 md:grid-cols-2">
        <FactsCard title="Academics">
          <Fact label="Admission rate">{college.admissionRate === null ? 'Open or not reported' : formatRate(college.admissionRate)}</Fact>
          <Fact label="SAT (25th to 75th percentile)">{formatRange(college.sat25, college.sat75)}</Fact>
          <Fact label="ACT (25th to 75th percentile)">{formatRange(college.act25, college.act75)}</Fact>
          <Fact label="Degrees">{COLLEGE_DEGREE_LABELS[college.predominantDegree]}</Fact>
        </FactsCard>
        <FactsCard title="Cost">
          <Fact label="Tuition, in state">{formatUsd(college.tuitionInState)}</Fact>
          <Fact label="Tuition, out of state">{formatUsd(college.tuitionOutOfState)}</Fact>
          <Fact label="Cost of attendance">{formatUsd(college.costOfAttendance)}</Fact>
        </FactsCard>
        <FactsCard title="Campus">
          <Fact label="Undergraduate enrollment">{formatCount(college.undergradEnrollment)}</Fact>
          <Fact label="Setting">{college.locale ?? NOT_REPORTED}</Fact>
          {college.isHbcu ? <Fact label="Historically Black college or university">Yes</Fact> : null}
        </FactsCard>
      </div>
      <p className="text-xs text-muted-foreground">
        {college.isDemo
          ? 'Invented facts of a sample college. Costs are per year in US dollars.'
          : 'Facts from the U.S. Department of Education’s College Scorecard, 2021-22. Costs are per year in US dollars.'}
      </p>
    </div>
  );
}
