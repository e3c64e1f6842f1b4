/**
 * /lists, My Lists (issue 11.7): the viewer's private lists beside the open
 * one (?list=<id>, the first list by default); stacked on narrow screens.
 * Signed-in users only.
 */
import { useSearchParams } from 'react-router';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { ErrorState } from '#web/components/query-state.tsx';
import { useList } from '#web/features/lists/api/get-list.ts';
import { useLists } from '#web/features/lists/api/get-lists.ts';
import { ListDetail } from '#web/features/lists/components/list-detail.tsx';
import { ListsSidebar } from '#web/features/lists/components/lists-sidebar.tsx';
import { RequireAuth } from '#web/app/require-auth.tsx';

export const LISTS_LOAD_ERROR = 'Could not load your lists.';

function ListsPage() {
  const [params, setParams] = useSearchParams();
  const lists = useLists();
  const requested = params.get('list');
  const all = lists.data?.lists ?? [];
  const selectedId = all.find((list) => list.id === requested)?.id ?? all[0]?.id ?? null;
  const detail = useList(selectedId);
  const open = (listId: string | null) => setParams(listId ? { list: listId } : {}, { replace: true });

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
      <title>My Lists · Esports Recruiting</title>
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">My Lists</h1>
        <p className="text-muted-foreground">Private to you: nobody else sees your lists or notes.</p>
      </div>
      {lists.isPending ? (
        <PageLoading label="Loading your lists..." />
      ) : lists.isError ? (
        <ErrorState layout="inline" error={{ message: LISTS_LOAD_ERROR }} onRetry={() => void lists.refetch()} />
      ) : (
        <div className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
          <ListsSidebar lists={all} selectedId={selectedId} onCreated={open} />
          {selectedId === null ? (
            <p className="text-muted-foreground">Create a list to start keeping players or colleges you are interested in.</p>
          ) : detail.isPending ? (
            <PageLoading label="Loading the list..." />
          ) : detail.isError ? (
            <ErrorState layout="inline" error={detail.error} onRetry={() => void detail.refetch()} />
          ) : (
            <ListDetail detail={detail.data} onDeleted={() => open(null)} />
          )}
        </div>
      )}
    </div>
  );
}

export function ListsRoute() {
  return (
    <RequireAuth>
      <ListsPage />
    </RequireAuth>
  );
}
