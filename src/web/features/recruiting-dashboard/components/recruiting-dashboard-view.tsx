/** The dashboard's content for each state of the answer (docs/decisions/040). */
import { RECRUITING_DASHBOARD_TEXTS as TEXTS, type RecruitingDashboard } from '#shared/contracts/recruiting-dashboard.ts';
import { NoCollegeGuidance, NoProgramAccess, NoPrograms } from './dashboard-guidance.tsx';
import { ActivitySection, AttentionSection, ProgramCards, ResponsesSection, SuggestionsSection } from './dashboard-sections.tsx';

export function RecruitingDashboardView({ data }: { data: RecruitingDashboard }) {
  if (data.state === 'no_college') return <NoCollegeGuidance />;
  if (data.state === 'no_program_access') return <NoProgramAccess colleges={data.colleges} />;
  if (data.state === 'no_programs') return <NoPrograms colleges={data.colleges} />;
  const programs = new Map(data.programs.map((program) => [program.id, program]));
  const programOf = (id: string) => programs.get(id);
  return (
    <div className="grid gap-6">
      {data.scope === 'demo' ? (
        <p role="note" className="rounded-lg border bg-muted/40 px-4 py-3 text-sm">
          {TEXTS.demoScope}
        </p>
      ) : null}
      <ProgramCards programs={data.programs} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ResponsesSection data={data} programOf={programOf} />
        <AttentionSection data={data} programOf={programOf} />
        <SuggestionsSection data={data} programOf={programOf} />
        <ActivitySection data={data} />
      </div>
    </div>
  );
}
