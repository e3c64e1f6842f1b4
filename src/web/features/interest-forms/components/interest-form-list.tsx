/**
 * The Interest forms tab's list (issue 13.4): every form of the program,
 * newest first, with its status, live version, responses, close date and
 * short link (Copy); "Open builder" opens one, "New form" makes one.
 */
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useInterestForms } from '../api/interest-forms.ts';
import { CreateInterestFormDialog } from './create-interest-form-dialog.tsx';
import { InterestFormStatusBadge } from './interest-form-status-badge.tsx';
import { ShortLinkCopy } from './short-link-copy.tsx';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function InterestFormList({ programId, onOpenForm }: { programId: string; onOpenForm: (formId: string) => void }) {
  const query = useInterestForms(programId);
  const [creating, setCreating] = useState(false);

  let body;
  if (query.isPending) {
    body = <LoadingState layout="inline">Loading forms...</LoadingState>;
  } else if (query.isError) {
    body = <ErrorState layout="inline" title="Could not load the forms:" error={query.error} retryLabel="Try Again" onRetry={() => void query.refetch()} />;
  } else if (query.data.forms.length === 0) {
    body = (
      <EmptyState>
        No interest forms yet. Create one to collect what players want to tell this program.
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label="Interest forms" className="grid gap-3">
        {query.data.forms.map((form) => (
          <li key={form.id} className="grid gap-2 rounded-lg border bg-card p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="min-w-0 text-base font-semibold break-words">{form.title}</h3>
              <Button size="sm" onClick={() => onOpenForm(form.id)} aria-label={`Open builder: ${form.title}`}>
                Open builder
              </Button>
            </div>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <InterestFormStatusBadge status={form.status} />
              <span>{form.currentVersion ? `Version ${form.currentVersion}` : 'Not published yet'}</span>
              {form.currentVersion && form.hasUnpublishedChanges ? <span>Unpublished changes</span> : null}
              <span>
                {form.submissionCount} {form.submissionCount === 1 ? 'response' : 'responses'}
              </span>
              {form.closesAt ? <span>Closes {dateTime.format(new Date(form.closesAt))}</span> : null}
              {form.autoAddToPipeline ? <span>Adds to pipeline</span> : null}
            </p>
            {form.shortLinkCode ? <ShortLinkCopy code={form.shortLinkCode} formTitle={form.title} /> : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Forms players fill in from a link. Publishing freezes a version; answers stay with the version they answered.</p>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> New form
        </Button>
      </div>
      {body}
      <CreateInterestFormDialog programId={programId} open={creating} onOpenChange={setCreating} onCreated={onOpenForm} />
    </div>
  );
}
