/**
 * "Saved searches" on /players (docs/decisions/051): a panel the bar's
 * button opens (a panel, not a popover, so the delete confirmation and the
 * rename field never fight a popover over focus) with the viewer's saved
 * searches, oldest first. Each runs (opens /players with its
 * filters), renames in place or is deleted after a confirmation. The usage
 * against the plan's limit shows at the foot, with the upgrade prompt the
 * screen passes in once the limit is reached.
 */
import Pencil from 'lucide-react/icons/pencil';
import Play from 'lucide-react/icons/play';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SAVED_SEARCH_TEXTS, type SavedSearch, type SavedSearchUsage } from '#shared/contracts/saved-searches.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { toast } from '#web/lib/toast.ts';
import { useDeleteSavedSearch } from '../api/delete-saved-search.ts';
import { useRenameSavedSearch } from '../api/rename-saved-search.ts';
import { isAtLimit, savedSearchHref } from '../saved-search-href.ts';
import { SavedSearchNameForm } from './saved-search-name-form.tsx';

function SavedSearchRow({ search, onRun }: { search: SavedSearch; onRun: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameSavedSearch();
  const remove = useDeleteSavedSearch();

  if (renaming) {
    return (
      <li className="rounded-md border p-2">
        <SavedSearchNameForm
          label={`New name for ${search.name}`}
          submitLabel="Rename"
          defaultName={search.name}
          autoFocus
          onCancel={() => setRenaming(false)}
          onSubmit={async (name) => {
            await rename.mutateAsync({ searchId: search.id, data: { name } });
            setRenaming(false);
            toast.success(SAVED_SEARCH_TEXTS.renamed);
          }}
        />
      </li>
    );
  }
  return (
    <li className="flex items-center gap-1">
      <Link
        to={savedSearchHref(search.filters)}
        onClick={onRun}
        aria-label={`Run ${search.name}`}
        className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Play aria-hidden="true" className="size-3.5 shrink-0 text-primary" />
        <span className="truncate">{search.name}</span>
      </Link>
      <Button type="button" variant="ghost" size="icon" className="size-9" aria-label={`Rename ${search.name}`} onClick={() => setRenaming(true)}>
        <Pencil aria-hidden="true" />
      </Button>
      <ConfirmDeleteButton
        triggerText={null}
        triggerLabel={`Delete ${search.name}`}
        title={`Delete "${search.name}"?`}
        description="The saved search goes; the players it found are not affected."
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(search.id);
            toast.success(SAVED_SEARCH_TEXTS.deleted(search.name));
            return true;
          } catch (error) {
            toast.error(error instanceof Error ? error.message : 'Could not delete the saved search');
            return false;
          }
        }}
      />
    </li>
  );
}

export interface SavedSearchesPanelProps {
  id: string;
  searches: readonly SavedSearch[];
  usage: SavedSearchUsage;
  limitPrompt: ReactNode;
  /** Running a search closes the panel. */
  onRun: () => void;
}

export function SavedSearchesPanel({ id, searches, usage, limitPrompt, onRun }: SavedSearchesPanelProps) {
  return (
    <section id={id} aria-label="Saved searches" className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border bg-card p-3">
      {searches.length === 0 ? (
        <p className="text-sm text-muted-foreground">{SAVED_SEARCH_TEXTS.empty}</p>
      ) : (
        <ul aria-label="Your saved searches" className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {searches.map((search) => (
            <SavedSearchRow key={search.id} search={search} onRun={onRun} />
          ))}
        </ul>
      )}
      <p className="border-t pt-2 text-xs text-muted-foreground">
        {usage.max === null
          ? `${usage.used} saved searches${usage.college ? ` at ${usage.college.name}` : ''}, no limit.`
          : `${usage.used} of ${usage.max} saved searches used${usage.college ? ` at ${usage.college.name}, by all its staff` : ''}.`}
      </p>
      {isAtLimit(usage) ? limitPrompt : null}
    </section>
  );
}
