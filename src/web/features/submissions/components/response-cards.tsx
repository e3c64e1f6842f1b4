/** The Responses tab on a phone: a card per response, with the table's columns, checkbox, status menu and View. */
import { Button } from '#web/components/ui/button.tsx';
import { classText, day, matchText, responseNote } from './response-row-text.ts';
import { StatusControl } from './response-status-control.tsx';
import type { ResponsesListProps } from './responses-tab.tsx';

export function ResponseCards({ page, selected, onToggle, onToggleAll, onOpen, onStatus, statusPending }: ResponsesListProps) {
  const allSelected = page.responses.length > 0 && page.responses.every((row) => selected.has(row.id));
  return (
    <div className="grid gap-3">
      <label className="flex min-h-6 items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={allSelected} onChange={onToggleAll} className="size-5" />
        Select all responses on this page
      </label>
      <ul aria-label="Form responses" className="grid gap-3">
        {page.responses.map((row) => (
          <li key={row.id} aria-label={row.name} className="grid gap-3 rounded-lg border bg-card p-3 text-sm">
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                aria-label={`Select ${row.name}`}
                checked={selected.has(row.id)}
                onChange={() => onToggle(row.id)}
                className="mt-0.5 size-5 shrink-0"
              />
              <div className="grid min-w-0 gap-0.5">
                <span className="font-medium break-words">{row.name}</span>
                <span className="text-xs break-words text-muted-foreground">
                  {responseNote(row)}
                </span>
              </div>
            </div>
            <dl className="grid grid-cols-3 gap-2">
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">Class</dt>
                <dd>{classText(row)}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">Match</dt>
                <dd>{matchText(row)}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">Submitted</dt>
                <dd>{day(row.submittedAt)}</dd>
              </div>
            </dl>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <StatusControl row={row} pending={statusPending === row.id} onChange={(status) => onStatus(row, status)} />
              <Button variant="outline" size="sm" onClick={() => onOpen(row)}>
                View<span className="sr-only"> answers of {row.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
