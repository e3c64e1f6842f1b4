/** The heading of a sent interest form: its college (linked) and program, its title, and who sent it when. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { collegeProgramLabel, type MyCollegeProgram } from '#shared/contracts/my-college-programs.ts';
import { paths } from '#web/config/paths.ts';

export const submissionDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

export function SubmissionHeader({
  program,
  collegeSlug,
  formTitle,
  sentBy,
}: {
  program: Pick<MyCollegeProgram, 'collegeName' | 'titleName' | 'level'>;
  collegeSlug: string;
  formTitle: string;
  /** The "Sent by ..." line. */
  sentBy: ReactNode;
}) {
  return (
    <header className="grid gap-1">
      <p className="text-sm text-muted-foreground">
        <Link className="underline-offset-4 hover:underline" to={paths.college.getHref(collegeSlug)}>
          {program.collegeName}
        </Link>{' '}
        · {collegeProgramLabel(program).slice(program.collegeName.length + 1)}
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">{formTitle}</h1>
      <p className="text-sm text-muted-foreground">{sentBy}</p>
    </header>
  );
}
