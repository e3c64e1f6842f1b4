import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { BANNER_DEFAULT_COLORS, BANNER_DEFAULT_PRIORITY } from '#shared/constants.ts';
import { alertInputSchema, type Alert } from '#shared/contracts/alerts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';

export type AlertFormValues = z.input<typeof alertInputSchema>;
export type AlertFormOutput = z.output<typeof alertInputSchema>;

const FIELD_NAMES = ['message', 'priority', 'backgroundColor', 'textColor', 'linkUrl', 'linkText', 'dismissible', 'isActive'] as const;

export const EMPTY_ALERT: AlertFormValues = {
  message: '',
  priority: BANNER_DEFAULT_PRIORITY,
  backgroundColor: BANNER_DEFAULT_COLORS.backgroundColor,
  textColor: BANNER_DEFAULT_COLORS.textColor,
  linkUrl: '',
  linkText: '',
  dismissible: true,
  isActive: true,
};

export function alertToFormValues(alert: Alert): AlertFormValues {
  return { ...alert, linkUrl: alert.linkUrl ?? '', linkText: alert.linkText ?? '' };
}

interface AlertFormProps {
  initialValues: AlertFormValues;
  submitLabel: string;
  isPending: boolean;
  /** Resolves when saved; a rejection with field errors puts them on the form. */
  onSubmit: (values: AlertFormOutput) => Promise<unknown>;
  onCancel?: () => void;
}

/** Create or edit one alert banner; the shared contract validates here and on the server. */
export function AlertForm({ initialValues, submitLabel, isPending, onSubmit, onCancel }: AlertFormProps) {
  const form = useForm<AlertFormValues, unknown, AlertFormOutput>({
    resolver: zodResolver(alertInputSchema),
    defaultValues: initialValues,
  });
  const errors = form.formState.errors;
  const preview = useWatch({ control: form.control });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELD_NAMES);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Message" error={errors.message?.message}>
        {(control) => <Textarea {...control} rows={2} {...form.register('message')} />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField label="Priority" description="Higher numbers win." error={errors.priority?.message} className="content-start">
          {(control) => <Input {...control} type="number" inputMode="numeric" {...form.register('priority', { valueAsNumber: true })} />}
        </FormField>
        <FormField label="Background colour" description="Like #FEF3C7" error={errors.backgroundColor?.message} className="content-start">
          {(control) => <Input {...control} {...form.register('backgroundColor')} />}
        </FormField>
        <FormField label="Text colour" description="Like #92400E" error={errors.textColor?.message} className="content-start">
          {(control) => <Input {...control} {...form.register('textColor')} />}
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label="Link URL (optional)"
          description="A path like /welcome or a full https:// URL."
          error={errors.linkUrl?.message}
          className="content-start"
        >
          {(control) => <Input {...control} {...form.register('linkUrl')} />}
        </FormField>
        <FormField label="Link text (optional)" description="The words of the link." error={errors.linkText?.message} className="content-start">
          {(control) => <Input {...control} {...form.register('linkText')} />}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-6">
        <Controller
          control={form.control}
          name="dismissible"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Switch id="alert-dismissible" checked={field.value ?? true} onCheckedChange={field.onChange} />
              <Label htmlFor="alert-dismissible">Dismissible</Label>
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Switch id="alert-active" checked={field.value ?? true} onCheckedChange={field.onChange} />
              <Label htmlFor="alert-active">Active</Label>
            </div>
          )}
        />
      </div>
      <div>
        <p className="mb-1 text-xs font-medium text-muted-foreground">Preview</p>
        <div
          className="rounded-md border px-3 py-2 text-sm"
          style={{
            backgroundColor: /^#[0-9a-fA-F]{6}$/.test(preview.backgroundColor ?? '') ? preview.backgroundColor : undefined,
            color: /^#[0-9a-fA-F]{6}$/.test(preview.textColor ?? '') ? preview.textColor : undefined,
          }}
        >
          {preview.message || 'Your message appears here.'}{' '}
          {preview.linkText ? <span className="font-semibold underline">{preview.linkText}</span> : null}
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={isPending}>
          {isPending ? <Spinner /> : null}
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
