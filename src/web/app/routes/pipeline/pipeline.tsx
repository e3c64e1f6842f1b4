/**
 * /pipeline (issue 13.1, docs/decisions/036): the pipeline board of one of
 * the viewer's college programs, picked at the top and remembered in the
 * URL (?program=). For users who "can view a program"; others learn who it
 * is for. The board itself is the pipeline feature's ProgramPipelineBoard.
 */
import { Link, useSearchParams } from 'react-router';
import { canUsePipeline } from '#shared/access/access-rules.ts';
import { collegeProgramLabel } from '#shared/contracts/my-college-programs.ts';
import { PIPELINE_STAGE_LABELS, PIPELINE_STAGES } from '#shared/recruiting/recruiting-values.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { paths } from '#web/config/paths.ts';
import { useMyCollegePrograms } from '#web/features/colleges/api/get-my-college-programs.ts';
import { ProgramPipelineBoard } from '#web/features/pipeline/components/program-pipeline-board.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { RequireAuth } from '#web/app/require-auth.tsx';

export const PIPELINE_PAGE_TEXTS = {
  notForYou: 'The pipeline is for college esports staff. Claim your college\u2019s page or ask its admin to invite you.',
  noPrograms: 'Your college has no esports programs yet. Add one on the college\u2019s edit page.',
  programsError: 'Could not load your programs.',
  loadingPrograms: 'Loading your programs...',
} as const;

function PipelinePage() {
  const { roles } = useAuth();
  const allowed = canUsePipeline(roles);
  const programs = useMyCollegePrograms(allowed);
  const [params, setParams] = useSearchParams();
  const list = programs.data?.programs ?? [];
  const requested = params.get('program');
  const selected = list.find((program) => program.id === requested) ?? list[0];

  let content;
  if (!allowed) {
    content = (
      <EmptyState>
        {PIPELINE_PAGE_TEXTS.notForYou}{' '}
        <Link to={paths.colleges.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
          Find your college
        </Link>
      </EmptyState>
    );
  } else if (programs.isPending) {
    content = <LoadingState>{PIPELINE_PAGE_TEXTS.loadingPrograms}</LoadingState>;
  } else if (programs.isError) {
    content = <ErrorState headingLevel={2} title={PIPELINE_PAGE_TEXTS.programsError} error={programs.error} onRetry={() => void programs.refetch()} />;
  } else if (!selected) {
    content = <EmptyState>{PIPELINE_PAGE_TEXTS.noPrograms}</EmptyState>;
  } else {
    content = (
      <>
        <div className="grid max-w-md gap-1">
          <Label htmlFor="pipeline-program">Program</Label>
          <NativeSelect id="pipeline-program" value={selected.id} onChange={(event) => setParams({ program: event.target.value }, { replace: true })}>
            {list.map((program) => (
              <option key={program.id} value={program.id}>
                {collegeProgramLabel(program)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <ProgramPipelineBoard key={selected.id} programId={selected.id} />
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-[96rem] grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <title>Pipeline · Esports Recruiting</title>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Pipeline</h1>
        <p className="max-w-2xl text-muted-foreground">Your program&rsquo;s recruits by stage: {PIPELINE_STAGES.map((stage) => PIPELINE_STAGE_LABELS[stage]).join(', ')}.</p>
      </header>
      {content}
    </div>
  );
}

export function PipelineRoute() {
  return (
    <RequireAuth>
      <PipelinePage />
    </RequireAuth>
  );
}
