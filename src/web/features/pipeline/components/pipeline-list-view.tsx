/** The list view: the same entries and filters as a table, sortable by name, stage or next action. */
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import type { PipelineEntry } from '#shared/contracts/pipeline.ts';
import { PIPELINE_STAGE_LABELS, type PipelineStage } from '#shared/recruiting-values.ts';
import { sortEntries, type ListSort } from '../board-logic.ts';
import { MoveToMenu } from './move-to-menu.tsx';
import { PlayerAvatar } from './pipeline-card.tsx';
import { formatDay, matchText, playerFacts } from './pipeline-format.ts';

const SORT_LABELS: Record<ListSort, string> = { name: 'Player', stage: 'Stage', nextAction: 'Next action' };

export function PipelineListView({
  entries,
  onMove,
  onOpen,
}: {
  entries: PipelineEntry[];
  onMove: (entry: PipelineEntry, stage: PipelineStage) => void;
  onOpen: (entry: PipelineEntry) => void;
}) {
  const [sort, setSort] = useState<{ key: ListSort; direction: 'asc' | 'desc' }>({ key: 'stage', direction: 'asc' });
  const rows = sortEntries(entries, sort.key, sort.direction);
  const header = (key: ListSort) => {
    const isSorted = sort.key === key;
    return (
      <th scope="col" aria-sort={isSorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} className="px-3 py-2 text-left font-semibold">
        <button
          type="button"
          onClick={() => setSort({ key, direction: isSorted && sort.direction === 'asc' ? 'desc' : 'asc' })}
          className="inline-flex items-center gap-1 rounded outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {SORT_LABELS[key]}
          {isSorted ? sort.direction === 'asc' ? <ArrowUp aria-hidden="true" className="size-3.5" /> : <ArrowDown aria-hidden="true" className="size-3.5" /> : null}
        </button>
      </th>
    );
  };
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Players in the pipeline</caption>
        <thead className="bg-muted/50">
          <tr>
            {header('name')}
            {header('stage')}
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Match
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Owner
            </th>
            {header('nextAction')}
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={entry.id} className="border-t">
              <td className="px-3 py-2">
                <div className="flex items-center gap-2">
                  <PlayerAvatar entry={entry} className="size-7" />
                  <div className="min-w-0">
                    <button type="button" onClick={() => onOpen(entry)} className="font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
                      {entry.name}
                    </button>
                    {entry.hasUnread ? <span className="ml-1 text-xs text-primary">(unread)</span> : null}
                    <p className="text-xs text-muted-foreground">{playerFacts(entry)}</p>
                  </div>
                </div>
              </td>
              <td className="px-3 py-2">{PIPELINE_STAGE_LABELS[entry.stage]}</td>
              <td className="px-3 py-2">{matchText(entry) ?? '—'}</td>
              <td className="px-3 py-2">{entry.ownerName ?? '—'}</td>
              <td className="px-3 py-2">{entry.nextActionOn ? formatDay(entry.nextActionOn) : '—'}</td>
              <td className="px-3 py-2 text-right">
                <MoveToMenu name={entry.name} stage={entry.stage} onMove={(stage) => onMove(entry, stage)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
