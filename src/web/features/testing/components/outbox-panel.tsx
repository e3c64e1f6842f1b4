/**
 * The Email Outbox tab (platform admins; development and tests only,
 * decision 013): the newest emails, filtered by recipient; open one to read
 * its text. Where there is no readable outbox (SMTP, production) the API
 * answers 404 and the panel says why.
 */
import { format } from 'date-fns';
import Mail from 'lucide-react/icons/mail';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useState, type FormEvent } from 'react';
import { AppError } from '#shared/app-error.ts';
import { outboxQuerySchema, type OutboxMessage } from '#shared/contracts/outbox.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useOutbox } from '../api/get-outbox.ts';
import { EmptyState } from '#web/components/query-state.tsx';

export function OutboxPanel() {
  const [filterInput, setFilterInput] = useState('');
  const [to, setTo] = useState('');
  const [filterError, setFilterError] = useState<string | null>(null);
  const [opened, setOpened] = useState<OutboxMessage | null>(null);
  const outbox = useOutbox(to);

  function applyFilter(event: FormEvent) {
    event.preventDefault();
    if (filterInput.trim() === '') {
      setFilterError(null);
      setTo('');
      return;
    }
    const parsed = outboxQuerySchema.shape.to.safeParse(filterInput);
    if (!parsed.success || !parsed.data) {
      setFilterError('Enter a valid email address');
      return;
    }
    setFilterError(null);
    setTo(parsed.data);
  }

  return (
    <section aria-labelledby="outbox-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="outbox-heading" className="text-xl font-semibold">Email outbox</h2>
          <p className="text-sm text-muted-foreground">Every email the product sent, newest first (up to 50).</p>
        </div>
        <Button variant="outline" onClick={() => void outbox.refetch()} disabled={outbox.isFetching} aria-label="Reload emails">
          {outbox.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />} Reload
        </Button>
      </div>
      <form noValidate onSubmit={applyFilter} className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <FormField label="Recipient" description="Leave blank to see every recipient." error={filterError ?? undefined} className="flex-1">
          {(control) => (
            <Input {...control} type="email" autoComplete="off" value={filterInput} onChange={(event) => setFilterInput(event.target.value)} />
          )}
        </FormField>
        <Button type="submit" variant="secondary" className="sm:mt-6">
          Filter
        </Button>
      </form>

      {outbox.isPending ? (
        <div role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> Loading emails...
        </div>
      ) : outbox.isError && outbox.error instanceof AppError && outbox.error.code === 'not_found' ? (
        <p role="status" className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          {outbox.error.message}
        </p>
      ) : outbox.isError ? (
        <FormAlert>Could not load the outbox: {outbox.error.message}</FormAlert>
      ) : outbox.data.messages.length === 0 ? (
        <EmptyState>
          {to ? `No emails to ${to}.` : 'No emails have been sent yet.'}
        </EmptyState>
      ) : (
        <ul aria-label="Emails" className="divide-y rounded-lg border">
          {outbox.data.messages.map((message) => (
            <li key={message.id}>
              <button
                type="button"
                onClick={() => setOpened(message)}
                className="flex w-full items-start gap-3 px-4 py-3 text-left outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
              >
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-medium break-words">{message.subject}</span>
                  <span className="text-xs break-all text-muted-foreground">
                    To {message.toAddress} · {format(new Date(message.createdAt), 'PPp')}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={opened !== null} onOpenChange={(open) => !open && setOpened(null)}>
        {opened ? (
          <DialogContent className="max-w-2xl">
            <DialogHeader>
              <DialogTitle className="break-words">{opened.subject}</DialogTitle>
              <DialogDescription className="break-all">
                To {opened.toAddress} · {format(new Date(opened.createdAt), 'PPpp')}
              </DialogDescription>
            </DialogHeader>
            <pre
              aria-label="Email text"
              tabIndex={0}
              className="max-h-[60vh] overflow-auto rounded-md border bg-muted/50 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {opened.textBody}
            </pre>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
