import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useId, useState, type ReactNode } from 'react';
import { Button } from './button.tsx';

/**
 * A list page's filters. On phones they fold behind a "Filters" button so the
 * results come first (issue 26, item 4); the button says how many filters are
 * on. From the `sm` breakpoint up the filters are always shown and the button
 * is gone, so wide screens keep one glance at both.
 */
export function FiltersDisclosure({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="outline"
        className="justify-self-start sm:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
      </Button>
      <div id={panelId} data-open={open} className={open ? 'min-w-0' : 'hidden min-w-0 sm:block'}>
        {children}
      </div>
    </div>
  );
}
