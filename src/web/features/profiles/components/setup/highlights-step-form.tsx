/** Onboarding step "Highlights" (also the profile page's in-place editor): ordered video links with titles. */
import { zodResolver } from '@hookform/resolvers/zod';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useFieldArray, useForm } from 'react-hook-form';
import { highlightsStepSchema, MAX_HIGHLIGHTS, type HighlightsStep, type HighlightsStepInput, type ProfileSetupDraft } from '#shared/contracts/profile-setup.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useSaveSetupStep } from '../../api/save-setup-step.ts';
import { StepFormActions } from './step-form-actions.tsx';
import { arrayFieldNames, useStepSubmit } from './use-step-submit.ts';

export interface HighlightsStepFormProps {
  initialValues: ProfileSetupDraft['highlights'];
  onSaved: (draft: ProfileSetupDraft) => void;
  onBack?: () => void;
  submitLabel?: string;
}

export function HighlightsStepForm({ initialValues, onSaved, onBack, submitLabel }: HighlightsStepFormProps) {
  const form = useForm<HighlightsStepInput, unknown, HighlightsStep>({ resolver: zodResolver(highlightsStepSchema), defaultValues: { highlights: initialValues } });
  const highlights = useFieldArray({ control: form.control, name: 'highlights' });
  const save = useSaveSetupStep('highlights');
  const { submit, formError } = useStepSubmit(
    form,
    (values) => save.mutateAsync(values),
    () => arrayFieldNames('highlights', highlights.fields.length, ['title', 'url']) as never,
    onSaved,
  );
  const errors = form.formState.errors.highlights;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <p className="text-sm text-muted-foreground">Links to your best plays on YouTube, Twitch or Medal (https links), in the order you want them shown.</p>
      {highlights.fields.length === 0 ? <p className="text-sm">No highlights yet.</p> : null}
      <ol className="grid gap-4">
        {highlights.fields.map((highlight, index) => (
          <li key={highlight.id} className="grid gap-3 rounded-lg border p-4">
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label={`Highlight ${index + 1} title`} error={errors?.[index]?.title?.message}>
                {(control) => <Input {...control} maxLength={100} {...form.register(`highlights.${index}.title`)} />}
              </FormField>
              <FormField label={`Highlight ${index + 1} link`} error={errors?.[index]?.url?.message}>
                {(control) => <Input {...control} type="url" inputMode="url" placeholder="https://" {...form.register(`highlights.${index}.url`)} />}
              </FormField>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" disabled={index === 0} onClick={() => highlights.move(index, index - 1)} aria-label={`Move highlight ${index + 1} up`}>
                <ArrowUp aria-hidden="true" /> Up
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={index === highlights.fields.length - 1}
                onClick={() => highlights.move(index, index + 1)}
                aria-label={`Move highlight ${index + 1} down`}
              >
                <ArrowDown aria-hidden="true" /> Down
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={() => highlights.remove(index)} aria-label={`Remove highlight ${index + 1}`}>
                <Trash2 aria-hidden="true" /> Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {errors?.message ? <p className="text-sm font-medium text-destructive">{errors.message}</p> : null}
      <Button type="button" variant="secondary" className="justify-self-start" disabled={highlights.fields.length >= MAX_HIGHLIGHTS} onClick={() => highlights.append({ title: '', url: '' })}>
        <Plus aria-hidden="true" /> Add a highlight
      </Button>
      <StepFormActions formError={formError} isSubmitting={form.formState.isSubmitting} submitLabel={submitLabel} onBack={onBack} />
    </form>
  );
}
