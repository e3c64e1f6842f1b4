/**
 * /college/{slug}/recruiting, the program recruiting hub (issue 13.3): for
 * users who can view a program of the college (spec 6); anyone else signed
 * in gets the not-found page, as pages that hide what exists do. One
 * request (the edit page's) gives the college, its programs and the
 * viewer's rules. A program picker (?program=) when there are several, and
 * tabs (?tab=): Needs (the program editor, read-only without "can manage a
 * program"), Interest forms (?form= opens the builder), Responses, Links,
 * Pipeline.
 */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useParams, useSearchParams } from 'react-router';
import { canPublishInterestForms } from '#shared/access/access-rules.ts';
import { AppError } from '#shared/app-error.ts';
import { PROGRAM_LEVEL_LABELS } from '#shared/recruiting/program-levels.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { paths } from '#web/config/paths.ts';
import { useCollegeEdit } from '#web/features/colleges/api/college-edit.ts';
import { CollegeLoadError } from '#web/features/colleges/components/college-states.tsx';
import { CollegeProgramsEditor } from '#web/features/colleges/components/edit/college-programs-editor.tsx';
import { InterestFormsTab } from '#web/features/interest-forms/components/interest-forms-tab.tsx';
import { ProgramPipelineBoard } from '#web/features/pipeline/components/program-pipeline-board.tsx';
import { LinksTab } from '#web/features/short-links/components/links-tab.tsx';
import { ResponsesTab } from '#web/features/submissions/components/responses-tab.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { RequireAuth } from '#web/app/require-auth.tsx';
import { NotFoundRoute } from '../not-found.tsx';
import { EmptyState } from '#web/components/query-state.tsx';

export const RECRUITING_TABS = [
  { value: 'needs', label: 'Needs' },
  { value: 'forms', label: 'Interest forms' },
  { value: 'responses', label: 'Responses' },
  { value: 'links', label: 'Links' },
  { value: 'pipeline', label: 'Pipeline' },
] as const;
type RecruitingTab = (typeof RECRUITING_TABS)[number]['value'];

export function CollegeRecruitingRoute() {
  return (
    <RequireAuth>
      <CollegeRecruitingScreen />
    </RequireAuth>
  );
}

function CollegeRecruitingScreen() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { roles } = useAuth();
  const query = useCollegeEdit(slug);

  if (query.isPending) return <PageLoading label="Loading recruiting..." />;
  if (!query.data) {
    const error = query.error;
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'validation' || error.code === 'forbidden')) return <NotFoundRoute />;
    return <CollegeLoadError message={error?.message ?? null} onRetry={() => void query.refetch()} />;
  }
  const data = query.data;
  // "Can edit a college" alone (no programs) is not enough: the hub is for those who can view a program.
  if (data.programs === null || !data.permissions.view) return <NotFoundRoute />;

  const programs = data.programs;
  const program = programs.find((candidate) => candidate.id === params.get('program')) ?? programs[0] ?? null;
  const tab: RecruitingTab = RECRUITING_TABS.find((item) => item.value === params.get('tab'))?.value ?? 'needs';
  const formId = tab === 'forms' ? params.get('form') : null;
  const setSearch = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { preventScrollReset: true },
    );
  const programName = (candidate: (typeof programs)[number]) => `${candidate.titleName} ${PROGRAM_LEVEL_LABELS[candidate.level]}`;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:py-10">
      <title>{`Recruiting · ${data.college.name} · Esports Recruiting`}</title>
      <header className="grid gap-2">
        <Link to={paths.college.getHref(slug)} className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> {data.college.name}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Recruiting</h1>
        {program && programs.length > 1 ? (
          <div className="grid max-w-xs gap-1.5">
            <Label htmlFor="recruiting-program">Program</Label>
            <NativeSelect id="recruiting-program" value={program.id} onChange={(event) => setSearch({ program: event.target.value, form: null })}>
              {programs.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {programName(candidate)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : program ? (
          <p className="text-muted-foreground">{programName(program)}</p>
        ) : null}
      </header>
      {program ? (
        <Tabs value={tab} onValueChange={(value) => setSearch({ tab: value === 'needs' ? null : value, form: null })}>
          <TabsList aria-label="Recruiting" className="flex h-auto flex-wrap justify-start gap-1">
            {RECRUITING_TABS.map((item) => (
              <TabsTrigger key={item.value} value={item.value} className="h-9">
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="needs">
            <CollegeProgramsEditor slug={slug} data={data} programId={program.id} />
          </TabsContent>
          <TabsContent value="forms">
            <InterestFormsTab
              key={program.id}
              programId={program.id}
              canPublish={canPublishInterestForms(roles, data.college.id)}
              formId={formId}
              onOpenForm={(id) => setSearch({ form: id })}
            />
          </TabsContent>
          <TabsContent value="responses">
            <ResponsesTab key={program.id} collegeSlug={slug} programId={program.id} />
          </TabsContent>
          <TabsContent value="links">
            <LinksTab key={program.id} collegeSlug={slug} programId={program.id} />
          </TabsContent>
          <TabsContent value="pipeline">
            <ProgramPipelineBoard key={program.id} programId={program.id} />
          </TabsContent>
        </Tabs>
      ) : (
        <EmptyState>
          This college has no esports program yet.{' '}
          {data.permissions.manage ? (
            <Link to={paths.collegeEdit.getHref(slug, 'programs')} className="text-primary underline-offset-4 hover:underline">
              Add one on the edit page.
            </Link>
          ) : null}
        </EmptyState>
      )}
    </div>
  );
}
