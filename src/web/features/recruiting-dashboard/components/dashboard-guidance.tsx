/** What the dashboard shows instead of figures: a recruiter without a college, admissions staff, a college without programs (docs/decisions/040). */
import Building2 from 'lucide-react/icons/building-complex';
import School from 'lucide-react/icons/school';
import UserPlus from 'lucide-react/icons/user-plus';
import { Link } from 'react-router';
import { RECRUITING_DASHBOARD_TEXTS as TEXTS, type RecruitingDashboard } from '#shared/contracts/recruiting-dashboard.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

export function NoCollegeGuidance() {
  return (
    <section aria-labelledby="no-college-heading" className="grid gap-4 rounded-xl border p-6">
      <h2 id="no-college-heading" className="text-xl font-semibold">
        {TEXTS.noCollegeTitle}
      </h2>
      <p className="text-muted-foreground">{TEXTS.noCollegeIntro}</p>
      <ol className="grid gap-3">
        <li className="flex items-start gap-3">
          <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{TEXTS.claimStep}</span>
        </li>
        <li className="flex items-start gap-3">
          <UserPlus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{TEXTS.joinStep}</span>
        </li>
      </ol>
      <div>
        <Button asChild>
          <Link to={paths.colleges.getHref()}>{TEXTS.findCollege}</Link>
        </Button>
      </div>
    </section>
  );
}

export function NoProgramAccess({ colleges }: { colleges: Extract<RecruitingDashboard, { state: 'no_program_access' }>['colleges'] }) {
  return (
    <section className="grid gap-3 rounded-xl border p-6">
      <p>{TEXTS.noProgramAccess(colleges.map((college) => college.name).join(', '))}</p>
      <ul className="flex flex-wrap gap-3">
        {colleges.map((college) => (
          <li key={college.slug}>
            <Link className="text-primary underline underline-offset-4" to={paths.college.getHref(college.slug)}>
              {college.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NoPrograms({ colleges }: { colleges: Extract<RecruitingDashboard, { state: 'no_programs' }>['colleges'] }) {
  return (
    <section aria-labelledby="no-programs-heading" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <School aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 id="no-programs-heading" className="text-lg font-semibold">
        {TEXTS.noProgramsTitle}
      </h2>
      <p className="max-w-md text-muted-foreground">{TEXTS.noPrograms}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {colleges.map((college) =>
          college.canManage ? (
            <Button key={college.slug} asChild>
              <Link to={paths.collegeEdit.getHref(college.slug, 'programs')}>
                {TEXTS.addProgram}: {college.name}
              </Link>
            </Button>
          ) : (
            <Link key={college.slug} className="text-primary underline underline-offset-4" to={paths.college.getHref(college.slug)}>
              {college.name}
            </Link>
          ),
        )}
      </div>
    </section>
  );
}
