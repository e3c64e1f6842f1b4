/**
 * /r/{code} when the server did not redirect (docs/decisions/039): it served
 * this page with 410 (expired or turned off), 404 (unknown, or a target not
 * public now) or 429 (too many). The page asks the status API which, and
 * says so; an unknown code is the not-found page. A link that works (opened
 * from inside the app) goes on to its target.
 */
import Clock from 'lucide-react/icons/clock';
import Link2Off from 'lucide-react/icons/link-2-off';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppError } from '#shared/app-error.ts';
import { SHORT_LINK_TEXTS } from '#shared/contracts/short-links.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { PageStatePanel } from '#web/components/layout/page-state-panel.tsx';
import { RetryButton } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useShortLinkStatus } from '#web/features/short-links/api/short-links.ts';
import { NotFoundRoute } from '../not-found.tsx';

const HOME = (
  <Button asChild>
    <Link to={paths.home.getHref()}>Return to Home</Link>
  </Button>
);

export function ShortLinkRoute() {
  const { code = '' } = useParams();
  const status = useShortLinkStatus(code);
  const navigate = useNavigate();
  const target = status.data?.state === 'active' ? status.data.targetPath : null;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [navigate, target]);

  if (status.isPending || target) return <PageLoading label="Opening the link..." />;
  const error = status.error instanceof AppError ? status.error : null;
  if (error?.code === 'not_found' || error?.code === 'validation') return <NotFoundRoute />;
  if (error?.code === 'gone') {
    return (
      <PageStatePanel icon={<Link2Off aria-hidden="true" className="size-12 text-muted-foreground" />} title={SHORT_LINK_TEXTS.goneTitle} message={`${error.message} ${SHORT_LINK_TEXTS.goneHelp}`}>
        {HOME}
      </PageStatePanel>
    );
  }
  if (error?.code === 'rate_limited') {
    return (
      <PageStatePanel icon={<Clock aria-hidden="true" className="size-12 text-muted-foreground" />} title="Please wait a moment" message={error.message}>
        <RetryButton onRetry={() => void status.refetch()} />
      </PageStatePanel>
    );
  }
  if (status.isError) {
    return (
      <PageStatePanel icon={<Link2Off aria-hidden="true" className="size-12 text-destructive" />} title="Could not open the link" message={status.error.message}>
        <RetryButton onRetry={() => void status.refetch()} />
      </PageStatePanel>
    );
  }
  return (
    <PageStatePanel icon={<Link2Off aria-hidden="true" className="size-12 text-muted-foreground" />} title={SHORT_LINK_TEXTS.unavailableTitle} message={`${SHORT_LINK_TEXTS.unavailableMessage} ${SHORT_LINK_TEXTS.goneHelp}`}>
      {HOME}
    </PageStatePanel>
  );
}
