import Plus from 'lucide-react/icons/plus';
import { useState, type FormEvent } from 'react';
import { AppError } from '#shared/app-error.ts';
import { SHORT_LINK_LABEL_MAX, type ProgramLinksResponse } from '#shared/contracts/short-links.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useCreateProgramLink } from '../api/short-links.ts';
import { expiryFromDay } from './link-dates.ts';

const COLLEGE = 'college';

/** A new link: to the college page or one of the program's published forms, with an optional label and last day. */
export function CreateLinkForm({ programId, data }: { programId: string; data: ProgramLinksResponse }) {
  const create = useCreateProgramLink(programId);
  const [target, setTarget] = useState(COLLEGE);
  const [label, setLabel] = useState('');
  const [lastDay, setLastDay] = useState('');
  const fields = create.error instanceof AppError ? (create.error.fields ?? {}) : {};
  const otherError = create.error && Object.keys(fields).length === 0 ? create.error.message : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const common = { label: label.trim() || null, expiresAt: expiryFromDay(lastDay) };
    const body = target === COLLEGE ? { target: 'college' as const, ...common } : { target: 'form' as const, formId: target, ...common };
    try {
      const link = await create.mutateAsync(body);
      toast.success(`Link ${link.path} created`);
      setLabel('');
      setLastDay('');
    } catch {
      // Shown on the fields or above the button.
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4 rounded-lg border p-4" aria-labelledby="create-link-heading">
      <h3 id="create-link-heading" className="font-semibold">
        Create a link
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Links to" error={fields.formId ?? fields.target}>
          {(control) => (
            <NativeSelect {...control} value={target} onChange={(event) => setTarget(event.target.value)}>
              <option value={COLLEGE}>College page ({data.program.collegeName})</option>
              {data.forms.map((form) => (
                <option key={form.id} value={form.id} disabled={form.status === 'draft'}>
                  Form: {form.title}
                  {form.status === 'draft' ? ' (draft, publish it first)' : form.status === 'closed' ? ' (closed)' : ''}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Label (optional)" description="Where you share it, e.g. “Spring flyer”." error={fields.label}>
          {(control) => <Input {...control} value={label} maxLength={SHORT_LINK_LABEL_MAX} onChange={(event) => setLabel(event.target.value)} />}
        </FormField>
        <FormField label="Last day (optional)" description="Empty: the link never expires." error={fields.expiresAt}>
          {(control) => <Input {...control} type="date" value={lastDay} onChange={(event) => setLastDay(event.target.value)} />}
        </FormField>
      </div>
      {otherError ? <FormAlert>{otherError}</FormAlert> : null}
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : <Plus aria-hidden="true" />} Create link
        </Button>
      </div>
    </form>
  );
}
