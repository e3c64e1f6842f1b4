/**
 * /recruiting-status/{id} (issue 13.7, docs/decisions/041): one outcome, or
 * one application's status, for those allowed to see it; anyone else gets
 * the not-found page, as for an unknown id.
 */
import { useNavigate, useParams } from 'react-router';
import { OUTCOME_STATUS_LABELS } from '#shared/recruiting/outcome-texts.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { paths } from '#web/config/paths.ts';
import { useRecruitingStatus } from '#web/features/outcomes/api/get-recruiting-status.ts';
import { ApplicationStatusView } from '#web/features/outcomes/components/application-status-view.tsx';
import { OutcomeControls } from '#web/features/outcomes/components/outcome-controls.tsx';
import { OutcomeView } from '#web/features/outcomes/components/outcome-view.tsx';
import { NotFoundRoute } from '../not-found.tsx';
import { OutcomeLoadError } from './outcome-page-states.tsx';

export function RecruitingStatusRoute() {
  const { id = '' } = useParams();
  const query = useRecruitingStatus(id);
  const navigate = useNavigate();

  if (query.isPending) return <PageLoading label="Loading recruiting status..." />;
  if (!query.data) {
    if (query.error?.code === 'not_found' || query.error?.code === 'validation') return <NotFoundRoute />;
    return <OutcomeLoadError message={query.error?.message ?? null} onRetry={() => void query.refetch()} />;
  }
  const status = query.data;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-10">
      {status.kind === 'outcome' ? (
        <>
          <title>{`${status.player.displayName}: ${OUTCOME_STATUS_LABELS[status.status]} · Esports Recruiting`}</title>
          <OutcomeView outcome={status} />
          <OutcomeControls outcome={status} onWithdrawn={() => void navigate(paths.home.getHref())} />
        </>
      ) : (
        <>
          <title>Application status · Esports Recruiting</title>
          <ApplicationStatusView application={status} />
        </>
      )}
    </div>
  );
}
