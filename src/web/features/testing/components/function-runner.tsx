/**
 * /edge-function-test: pick a server function, edit its JSON body, run it
 * and read the answer with its status and the time it took.
 */
import Play from 'lucide-react/icons/play';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { cn } from '#web/lib/cn.ts';
import { useFunctions } from '../api/get-functions.ts';
import { useRunFunction } from '../api/run-function.ts';
import { JsonView } from './json-view.tsx';
import { parseJsonBody } from './parse-json-body.ts';
import { EmptyState } from '#web/components/query-state.tsx';

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 413: 'Payload Too Large', 429: 'Too Many Requests', 500: 'Server Error' };

export function FunctionRunner() {
  const functions = useFunctions();
  const run = useRunFunction();
  const [chosen, setChosen] = useState('');
  /** null: the chosen function's example body. */
  const [bodyText, setBodyText] = useState<string | null>(null);
  const [bodyError, setBodyError] = useState<string | null>(null);
  const resultId = useId();

  const list = functions.data?.functions ?? [];
  const selectedName = chosen || list[0]?.name || '';
  const selected = list.find((fn) => fn.name === selectedName);
  const shownBody = bodyText ?? (selected ? JSON.stringify(selected.exampleBody, null, 2) : '');

  function choose(name: string) {
    setChosen(name);
    setBodyText(null);
    setBodyError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!selected) return;
    const parsed = parseJsonBody(shownBody);
    if (!parsed.ok) {
      setBodyError(parsed.error);
      return;
    }
    setBodyError(null);
    run.mutate({ name: selected.name, body: parsed.value });
  }

  if (functions.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner /> Loading functions...
      </div>
    );
  }
  if (functions.isError) return <FormAlert>Could not load the functions: {functions.error.message}</FormAlert>;
  if (list.length === 0) return <p className="text-muted-foreground">No server functions are registered.</p>;

  const outcome = run.data;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <form noValidate onSubmit={submit} className="grid content-start gap-4">
        <FormField label="Function" description={selected?.description}>
          {(control) => (
            <NativeSelect {...control} value={selectedName} onChange={(event) => choose(event.target.value)}>
              {list.map((fn) => (
                <option key={fn.name} value={fn.name}>
                  {fn.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Request body (JSON)" description="Filled with the function's example; edit it freely." error={bodyError ?? undefined}>
          {(control) => (
            <Textarea
              {...control}
              rows={10}
              spellCheck={false}
              className="font-mono text-xs"
              value={shownBody}
              onChange={(event) => {
                setBodyText(event.target.value);
                setBodyError(null);
              }}
            />
          )}
        </FormField>
        <Button type="submit" disabled={run.isPending} className="justify-self-start">
          {run.isPending ? <Spinner /> : <Play aria-hidden="true" />} Run
        </Button>
      </form>

      <section aria-labelledby={resultId} aria-live="polite" className="grid content-start gap-3">
        <h2 id={resultId} className="text-lg font-semibold">
          Response
        </h2>
        {run.isPending ? (
          <div role="status" className="flex items-center gap-2 text-muted-foreground">
            <Spinner /> Running {selected?.name}...
          </div>
        ) : outcome ? (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 font-semibold',
                  outcome.ok ? 'border border-success/60 text-success' : 'border border-destructive/60 text-destructive',
                )}
              >
                Status {outcome.status} {STATUS_TEXT[outcome.status] ?? ''}
              </span>
              <span className="text-muted-foreground">
                {outcome.name} took {outcome.durationMs} ms
              </span>
            </p>
            <JsonView value={outcome.body} label={`Response of ${outcome.name}`} />
          </>
        ) : (
          <EmptyState>Run a function to see its response here.</EmptyState>
        )}
      </section>
    </div>
  );
}
