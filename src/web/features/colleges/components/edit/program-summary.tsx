/** A program's saved facts as the edit page lists them (read-only for every viewer; managers also get the controls beside it). */
import type { ReactNode } from 'react';
import type { CollegeEdit, ProgramEdit } from '#shared/contracts/college-edit.ts';
import { ROLE_PRIORITY_LABELS } from '#shared/recruiting/program-levels.ts';
import { formatScholarship } from '../college-format.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b py-1.5 last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

export function ProgramSummary({ program, titles }: { program: ProgramEdit; titles: CollegeEdit['titles'] }) {
  const tiers = titles.find((title) => title.slug === program.titleSlug)?.tiers ?? [];
  const tierName = (id: string | null) => (id ? (tiers.find((tier) => tier.id === id)?.name ?? 'Unknown rank') : 'Any');
  const scholarship = program.scholarshipMin !== null && program.scholarshipMax !== null ? { min: program.scholarshipMin, max: program.scholarshipMax } : null;
  return (
    <dl className="text-sm">
      <Fact label="Roster">
        {program.rosterSize} players, {program.openSpots} open {program.openSpots === 1 ? 'spot' : 'spots'}
      </Fact>
      <Fact label="Roles needed">
        {program.rolesNeeded.length === 0
          ? 'None listed'
          : program.rolesNeeded.map((need) => `${need.role} ×${need.count} (${ROLE_PRIORITY_LABELS[need.priority]})`).join(', ')}
      </Fact>
      <Fact label="Class years">{program.classYears.length === 0 ? 'Any' : program.classYears.join(', ')}</Fact>
      <Fact label="Minimum rank">{tierName(program.minTierId)}</Fact>
      <Fact label="Target rank">{tierName(program.targetTierId)}</Fact>
      <Fact label="Minimum GPA">{program.minGpa === null ? 'None' : program.minGpa.toFixed(2)}</Fact>
      <Fact label="Scholarships">{formatScholarship(scholarship)}</Fact>
      <Fact label="Linked team">{program.team?.name ?? 'None'}</Fact>
      {program.tryoutNotes ? <Fact label="Tryout notes">{program.tryoutNotes}</Fact> : null}
      {program.tryoutsAt ? (
        <Fact label="Next tryouts">
          {new Date(program.tryoutsAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
        </Fact>
      ) : null}
    </dl>
  );
}
