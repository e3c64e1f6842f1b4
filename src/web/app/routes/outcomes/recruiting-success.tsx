/**
 * /recruiting-success/{id} (issue 13.7, docs/decisions/041): the
 * celebration and share page of a confirmed, public commitment; anything
 * else is the not-found page.
 */
import { useParams } from 'react-router';
import { OUTCOME_STATUS_LABELS } from '#shared/recruiting/outcome-texts.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { useOutcomeSuccess } from '#web/features/outcomes/api/get-outcome-success.ts';
import { SuccessView } from '#web/features/outcomes/components/success-view.tsx';
import { NotFoundRoute } from '../not-found.tsx';
import { OutcomeLoadError } from './outcome-page-states.tsx';

export function RecruitingSuccessRoute() {
  const { id = '' } = useParams();
  const query = useOutcomeSuccess(id);
  if (query.isPending) return <PageLoading label="Loading..." />;
  if (!query.data) {
    if (query.error?.code === 'not_found' || query.error?.code === 'validation') return <NotFoundRoute />;
    return <OutcomeLoadError message={query.error?.message ?? null} onRetry={() => void query.refetch()} />;
  }
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${query.data.player.displayName}: ${OUTCOME_STATUS_LABELS[query.data.status]} · ${query.data.college.name} · Esports Recruiting`}</title>
      <SuccessView success={query.data} />
    </div>
  );
}
