/**
 * The Responses tab of the program recruiting hub (issue 13.4,
 * docs/decisions/038): the program's form responses, newest first, with
 * the submitter, class, match for the program, status and date; filters by
 * form and status; a status menu per row; a detail dialog with the answers
 * under their questions; bulk "Add to pipeline" (a visitor without an
 * account cannot be added: the row says so); Export CSV of the filter.
 * The hub page (another part) renders <ResponsesTab collegeSlug programId />.
 */
import { useId, useState } from 'react';
import type { FormField } from '#shared/contracts/interest-form-fields.ts';
import {
  answeredQuestions,
  STAFF_STATUS_LABELS,
  type AddToPipelineResult,
  type ResponseRow,
  type ResponsesPage,
} from '#shared/contracts/submissions.ts';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '#shared/recruiting/recruiting-values.ts';
import { ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { MD_UP, useMediaQuery } from '#web/lib/use-media-query.ts';
import { ResponseCards } from './response-cards.tsx';
import { classText, day, matchText, responseNote } from './response-row-text.ts';
import { StatusControl } from './response-status-control.tsx';
import { responsesCsvPath, useAddResponsesToPipeline, useResponses, useSetResponseStatus, type ResponsesFilters } from '../api/submissions.ts';

export const RESPONSES_TEXTS = {
  loading: 'Loading responses...',
  loadFailed: 'Could not load the responses.',
  empty: 'No responses yet. Share your form’s link to collect some.',
  emptyFiltered: 'No responses match these filters.',
  exportCsv: 'Export CSV',
} as const;

function ResponseDialog({ row, fields, onClose }: { row: ResponseRow | null; fields: FormField[]; onClose: () => void }) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {row ? (
          <>
            <DialogHeader>
              <DialogTitle>{row.name}</DialogTitle>
              <DialogDescription>
                {row.formTitle} · sent {day(row.submittedAt)}
                {row.resubmissions > 0 ? ` · updated ${row.resubmissions} time${row.resubmissions === 1 ? '' : 's'}` : ''}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-3 text-sm">
              {row.contactEmail ? (
                <div className="grid gap-0.5">
                  <dt className="font-medium">{row.contactIsGuardian ? 'Parent or guardian email' : 'Email'}</dt>
                  <dd className="break-words text-muted-foreground">{row.contactEmail}</dd>
                </div>
              ) : null}
              {answeredQuestions(fields, row.answers).map((question) => (
                <div key={question.id} className="grid gap-0.5">
                  <dt className="font-medium">{question.label}</dt>
                  <dd className="break-words text-muted-foreground">{question.answer || 'No answer'}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AddResults({ result, rows }: { result: AddToPipelineResult; rows: ResponseRow[] }) {
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const added = result.results.filter((item) => item.outcome === 'added' || item.outcome === 'already_in_pipeline').length;
  const notAdded = result.results.filter((item) => item.outcome === 'visitor' || item.outcome === 'withdrawn');
  return (
    <FormAlert tone={notAdded.length > 0 ? 'error' : 'success'}>
      <p>
        {added} added to the pipeline.{notAdded.length > 0 ? ` ${notAdded.length} not added:` : ''}
      </p>
      {notAdded.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {notAdded.map((item) => (
            <li key={item.submissionId}>
              {names.get(item.submissionId) ?? 'A response'}: {item.message}
            </li>
          ))}
        </ul>
      ) : null}
    </FormAlert>
  );
}

export interface ResponsesListProps {
  page: ResponsesPage;
  selected: Set<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onOpen: (row: ResponseRow) => void;
  onStatus: (row: ResponseRow, status: 'new' | 'reviewed' | 'declined') => void;
  statusPending: string | null;
}

/** From `md` up: a table. */
function ResponsesTable({
  page,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  onStatus,
  statusPending,
}: ResponsesListProps) {
  const allSelected = page.responses.length > 0 && page.responses.every((row) => selected.has(row.id));
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">Form responses</caption>
        <thead className="bg-muted/40 text-left">
          <tr>
            <th scope="col" className="w-10 p-2">
              <input type="checkbox" aria-label="Select all responses on this page" checked={allSelected} onChange={onToggleAll} className="size-4" />
            </th>
            <th scope="col" className="p-2 font-medium">Name</th>
            <th scope="col" className="p-2 font-medium">Class</th>
            <th scope="col" className="p-2 font-medium">Match</th>
            <th scope="col" className="p-2 font-medium">Status</th>
            <th scope="col" className="p-2 font-medium">Submitted</th>
            <th scope="col" className="p-2 font-medium">
              <span className="sr-only">Answers</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {page.responses.map((row) => (
            <tr key={row.id} className="border-t">
              <td className="p-2">
                <input type="checkbox" aria-label={`Select ${row.name}`} checked={selected.has(row.id)} onChange={() => onToggle(row.id)} className="size-4" />
              </td>
              <td className="p-2">
                <div className="font-medium">{row.name}</div>
                <div className="text-xs text-muted-foreground">
                  {responseNote(row)}
                </div>
              </td>
              <td className="p-2">{classText(row)}</td>
              <td className="p-2">{matchText(row)}</td>
              <td className="p-2">
                <StatusControl row={row} pending={statusPending === row.id} onChange={(status) => onStatus(row, status)} />
              </td>
              <td className="p-2 whitespace-nowrap">{day(row.submittedAt)}</td>
              <td className="p-2 text-right">
                <Button variant="outline" size="sm" onClick={() => onOpen(row)}>
                  View<span className="sr-only"> answers of {row.name}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResponsesList({ wide, ...props }: ResponsesListProps & { wide: boolean }) {
  return wide ? <ResponsesTable {...props} /> : <ResponseCards {...props} />;
}

export function ResponsesTab({ collegeSlug, programId }: { collegeSlug: string; programId: string }) {
  const [filters, setFilters] = useState<ResponsesFilters>({});
  const [pageNumber, setPageNumber] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<ResponseRow | null>(null);
  const [statusPending, setStatusPending] = useState<string | null>(null);
  const query = useResponses(collegeSlug, programId, filters, pageNumber);
  const setStatus = useSetResponseStatus(collegeSlug, programId);
  const add = useAddResponsesToPipeline(collegeSlug, programId);
  const formFilterId = useId();
  const statusFilterId = useId();
  // A table from `md` up; on a phone a card per response (issue 26, item 4).
  const wide = useMediaQuery(MD_UP, true);

  const changeFilters = (next: ResponsesFilters) => {
    setFilters(next);
    setPageNumber(1);
    setSelected(new Set());
  };

  if (query.isPending) return <LoadingState layout="inline">{RESPONSES_TEXTS.loading}</LoadingState>;
  if (!query.data) {
    return <ErrorState layout="inline" error={{ message: query.error?.message || RESPONSES_TEXTS.loadFailed }} onRetry={() => void query.refetch()} />;
  }
  const page = query.data;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const filtered = Boolean(filters.formId || filters.status);
  const rows = page.responses;

  return (
    <section aria-label="Responses" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="grid gap-1">
          <label htmlFor={formFilterId} className="text-sm font-medium">
            Form
          </label>
          <NativeSelect id={formFilterId} className="sm:w-56" value={filters.formId ?? ''} onChange={(event) => changeFilters({ ...filters, formId: event.target.value || undefined })}>
            <option value="">All forms</option>
            {page.forms.map((form) => (
              <option key={form.id} value={form.id}>
                {form.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <label htmlFor={statusFilterId} className="text-sm font-medium">
            Status
          </label>
          <NativeSelect
            id={statusFilterId}
            className="sm:w-44"
            value={filters.status ?? ''}
            onChange={(event) => changeFilters({ ...filters, status: (event.target.value || undefined) as SubmissionStatus | undefined })}
          >
            <option value="">All statuses</option>
            {SUBMISSION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STAFF_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button
            disabled={selected.size === 0 || add.isPending}
            onClick={() =>
              add.mutate([...selected], {
                onSuccess: () => setSelected(new Set()),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {add.isPending ? <Spinner /> : null}
            Add to pipeline{selected.size > 0 ? ` (${selected.size})` : ''}
          </Button>
          <Button asChild variant="outline">
            <a href={responsesCsvPath(collegeSlug, programId, filters)} download>
              {RESPONSES_TEXTS.exportCsv}
            </a>
          </Button>
        </div>
      </div>
      {add.data ? <AddResults result={add.data} rows={rows} /> : null}
      {rows.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-sm text-muted-foreground">{filtered ? RESPONSES_TEXTS.emptyFiltered : RESPONSES_TEXTS.empty}</p>
      ) : (
        <ResponsesList
          wide={wide}
          page={page}
          selected={selected}
          statusPending={statusPending}
          onToggle={(id) =>
            setSelected((current) => {
              const next = new Set(current);
              if (next.has(id)) next.delete(id);
              else next.add(id);
              return next;
            })
          }
          onToggleAll={() => setSelected((current) => (rows.every((row) => current.has(row.id)) ? new Set() : new Set(rows.map((row) => row.id))))}
          onOpen={setOpen}
          onStatus={(row, status) => {
            setStatusPending(row.id);
            setStatus.mutate(
              { submissionId: row.id, status },
              { onError: (error) => toast.error(error.message), onSettled: () => setStatusPending(null) },
            );
          }}
        />
      )}
      {pages > 1 ? (
        <nav aria-label="Responses pages" className="flex items-center justify-between gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={pageNumber <= 1} onClick={() => setPageNumber(pageNumber - 1)}>
            Previous
          </Button>
          <span>
            Page {page.page} of {pages} · {page.total} responses
          </span>
          <Button variant="outline" size="sm" disabled={pageNumber >= pages} onClick={() => setPageNumber(pageNumber + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
      <ResponseDialog row={open} fields={(open ? page.versions[open.versionId] ?? [] : []) as FormField[]} onClose={() => setOpen(null)} />
    </section>
  );
}
