import type { ReactNode } from 'react';
import type { ProfileAcademics } from '#shared/contracts/player-profile.ts';
import { ProfileSection } from './profile-section.tsx';

/**
 * GPA with its scale, SAT/ACT and intended majors: only in the answer when
 * this viewer may see them and there are some; null shows the owner an empty
 * card to fill.
 */
export function AcademicsCard({ academics, editAction }: { academics: ProfileAcademics | null; editAction?: ReactNode }) {
  const rows: [string, string][] = [];
  if (!academics) {
    return (
      <ProfileSection title="Academics" editAction={editAction}>
        <p className="text-sm text-muted-foreground">No academics added yet.</p>
      </ProfileSection>
    );
  }
  if (academics.gpa) rows.push(['GPA', academics.gpaScale ? `${academics.gpa} / ${academics.gpaScale}` : academics.gpa]);
  if (academics.satScore !== null) rows.push(['SAT', String(academics.satScore)]);
  if (academics.actScore !== null) rows.push(['ACT', String(academics.actScore)]);
  if (academics.intendedMajors.length > 0) rows.push(['Intended majors', academics.intendedMajors.join(', ')]);
  return (
    <ProfileSection title="Academics" editAction={editAction}>
      <dl className="grid gap-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-3 text-sm">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </ProfileSection>
  );
}
