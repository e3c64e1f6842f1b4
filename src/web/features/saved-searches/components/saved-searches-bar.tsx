/**
 * Save search and Saved searches above the /players filters
 * (docs/decisions/051): the button opens the panel of saved searches below
 * it (aria-expanded). Until the list has loaded, or if it cannot load,
 * nothing shows: the search itself works either way.
 */
import ChevronDown from 'lucide-react/icons/chevron-down';
import ListChecks from 'lucide-react/icons/list-checks';
import { useId, useRef, useState, type ReactNode } from 'react';
import type { SavedSearchUsage } from '#shared/contracts/saved-searches.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useSavedSearches } from '../api/get-saved-searches.ts';
import { SavedSearchesPanel } from './saved-searches-panel.tsx';
import { SaveSearchDialog } from './save-search-dialog.tsx';

export interface SavedSearchesBarProps {
  filters: Record<string, unknown>;
  /** The plan limit's upgrade prompt for this usage (the screen composes it from the subscriptions feature). */
  renderLimitPrompt: (usage: SavedSearchUsage) => ReactNode;
}

export function SavedSearchesBar({ filters, renderLimitPrompt }: SavedSearchesBarProps) {
  const saved = useSavedSearches();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  if (!saved.data) return null;
  const { searches, usage } = saved.data;
  const prompt = renderLimitPrompt(usage);
  return (
    <div
      className="grid min-w-0 grid-cols-1 gap-3"
      onKeyDown={(event) => {
        // Escape in the panel closes it (not in a dialog opened from it: React events bubble out of portals).
        const panel = document.getElementById(panelId);
        if (event.key === 'Escape' && open && panel?.contains(event.target as Node)) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <SaveSearchDialog filters={filters} usage={usage} limitPrompt={prompt} />
        <Button ref={toggle} variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <ListChecks aria-hidden="true" /> Saved searches ({searches.length})
          <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
      </div>
      {open ? <SavedSearchesPanel id={panelId} searches={searches} usage={usage} limitPrompt={prompt} onRun={() => setOpen(false)} /> : null}
    </div>
  );
}
