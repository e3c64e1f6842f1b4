/**
 * A form's settings (issue 13.4): add each submitter to the pipeline at
 * Interested automatically, and a close date (local time; none keeps the
 * form open until closed by hand). Saved on their own, at once: they are
 * not questions, so they need no new version.
 */
import { useState, type FormEvent } from 'react';
import { AppError } from '#shared/app-error.ts';
import { INTEREST_FORM_TEXTS, type InterestFormDetail } from '#shared/contracts/interest-forms.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { toast } from '#web/lib/toast.ts';
import { useUpdateInterestFormSettings } from '../api/interest-forms.ts';

/** An ISO time as the value of a datetime-local input, in the browser's time zone. */
function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function InterestFormSettingsCard({ programId, form }: { programId: string; form: InterestFormDetail }) {
  const update = useUpdateInterestFormSettings(programId, form.id);
  const [autoAdd, setAutoAdd] = useState(form.autoAddToPipeline);
  const [closesAt, setClosesAt] = useState(localInputValue(form.closesAt));
  const fieldErrors = update.error instanceof AppError ? (update.error.fields ?? {}) : {};
  const autoAddId = `auto-add-${form.id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const closes = closesAt ? new Date(closesAt) : null;
    update.mutate(
      { autoAddToPipeline: autoAdd, closesAt: closes && !Number.isNaN(closes.getTime()) ? closes.toISOString() : null },
      { onSuccess: () => toast.success(INTEREST_FORM_TEXTS.settingsSaved) },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Settings</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {update.error && !fieldErrors.closesAt ? <FormAlert>{update.error.message}</FormAlert> : null}
          <div className="flex items-center gap-2">
            <Switch id={autoAddId} checked={autoAdd} onCheckedChange={setAutoAdd} />
            <Label htmlFor={autoAddId}>Add to pipeline automatically</Label>
          </div>
          <FormField label="Close date (optional)" description="After this time the form takes no new answers." error={fieldErrors.closesAt}>
            {(control) => <Input {...control} type="datetime-local" value={closesAt} onChange={(event) => setClosesAt(event.target.value)} />}
          </FormField>
          <Button type="submit" variant="outline" className="w-fit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save settings'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
