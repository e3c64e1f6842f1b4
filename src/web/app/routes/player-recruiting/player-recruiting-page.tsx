/** The frame of the player's two recruiting pages: title, the player's name, links between them and back to the profile, and the load states. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { isNotFound } from '../content/is-not-found.ts';
import { LoadErrorPanel, MissingDocumentPanel } from '#web/components/layout/load-error-panel.tsx';

type Page = 'board' | 'pipeline';
const TITLES: Record<Page, string> = { board: 'College board', pipeline: 'My pipeline' };

interface Query<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export function PlayerRecruitingPage<T extends { player: { slug: string; displayName: string }; canEdit: boolean }>({
  page,
  slug,
  query,
  children,
}: {
  page: Page;
  slug: string;
  query: Query<T>;
  children: (data: T) => ReactNode;
}) {
  const title = TITLES[page];
  if (query.isPending) return <PageLoading label={`Loading ${title.toLowerCase()}...`} />;
  if (isNotFound(query.error)) {
    return (
      <MissingDocumentPanel
        title="Player not found"
        message="This player does not exist, or this page is not yours to see. Only the player, their guardians and platform staff can open it."
        action={
          <Button asChild>
            <Link to={paths.home.getHref()}>Go home</Link>
          </Button>
        }
      />
    );
  }
  if (query.isError || !query.data) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-10">
        <LoadErrorPanel title={`Error loading the ${title.toLowerCase()}`} message={query.error instanceof Error ? query.error.message : 'Something went wrong.'} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const data = query.data;
  const heading = page === 'pipeline' && !data.canEdit ? `${data.player.displayName}'s pipeline` : page === 'board' && !data.canEdit ? `${data.player.displayName}'s college board` : title;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8">
      <title>{`${heading} · Esports Recruiting`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
          <p className="text-muted-foreground">
            {page === 'board' ? 'Programs grouped Reach, Fit and Safety, with notes and deadlines.' : 'Where things stand with each program, from your side.'}
          </p>
        </div>
        <nav aria-label="Recruiting pages" className="flex flex-wrap gap-3 text-sm">
          <Link className="text-primary underline-offset-4 hover:underline" to={page === 'board' ? paths.playerPipeline.getHref(slug) : paths.playerCollegeBoard.getHref(slug)}>
            {page === 'board' ? 'Pipeline' : 'College board'}
          </Link>
          <Link className="text-primary underline-offset-4 hover:underline" to={paths.player.getHref(data.player.slug)}>
            Profile
          </Link>
        </nav>
      </div>
      {children(data)}
    </div>
  );
}
