/**
 * "Save search" on /players (docs/decisions/051): a dialog that names the
 * current filters and saves them. Radix moves focus into the dialog (the
 * name field) and back to the button when it closes. At the plan's limit
 * (known beforehand from the usage, or learned from the server's 403 when
 * another staff member took the last place) the dialog shows the upgrade
 * prompt the screen passes in instead of the form.
 */
import Bookmark from 'lucide-react/icons/bookmark';
import { useState, type ReactNode } from 'react';
import { AppError } from '#shared/app-error.ts';
import { SAVED_SEARCH_TEXTS, type SavedSearchUsage } from '#shared/contracts/saved-searches.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/lib/toast.ts';
import { useCreateSavedSearch } from '../api/create-saved-search.ts';
import { isAtLimit } from '../saved-search-href.ts';
import { SavedSearchNameForm } from './saved-search-name-form.tsx';

export interface SaveSearchDialogProps {
  /** The search's query without the page, as the server validates it. */
  filters: Record<string, unknown>;
  usage: SavedSearchUsage;
  /** The plan limit's upgrade prompt, shown when no place is left. */
  limitPrompt: ReactNode;
}

export function SaveSearchDialog({ filters, usage, limitPrompt }: SaveSearchDialogProps) {
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState(false);
  const create = useCreateSavedSearch();
  const atLimit = refused || isAtLimit(usage);

  const save = async (name: string) => {
    try {
      const saved = await create.mutateAsync({ name, filters });
      setOpen(false);
      toast.success(SAVED_SEARCH_TEXTS.saved(saved.name));
    } catch (error) {
      if (error instanceof AppError && error.code === 'forbidden') {
        setRefused(true);
        return;
      }
      throw error;
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setRefused(false);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Bookmark aria-hidden="true" /> Save search
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Save search</DialogTitle>
          <DialogDescription>
            {atLimit
              ? 'No place is left for another saved search.'
              : 'Name these filters to run them again from Saved searches.'}
            {usage.max !== null ? ` ${usage.used} of ${usage.max} saved searches used${usage.college ? ` at ${usage.college.name}` : ''}.` : ''}
          </DialogDescription>
        </DialogHeader>
        {atLimit ? limitPrompt : <SavedSearchNameForm label="Name" submitLabel="Save" autoFocus onCancel={() => setOpen(false)} onSubmit={save} />}
      </DialogContent>
    </Dialog>
  );
}
