/**
 * The edit page's General tab for a user who may edit the college (spec 6
 * "Can edit a college"): description, logo (uploaded here, docs/decisions/057)
 * and socials, validated with
 * the contract the server applies. Saved optimistically (useUpdateCollegeGeneral);
 * a refusal's field messages land on their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import {
  COLLEGE_DESCRIPTION_MAX,
  COLLEGE_EDIT_TEXTS,
  COLLEGE_SOCIAL_PLATFORMS,
  COLLEGE_SOCIALS,
  collegeGeneralInputSchema,
  type CollegeGeneral,
} from '#shared/contracts/college-edit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { ImageUploadField } from '#web/components/ui/image-upload-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useUpdateCollegeGeneral } from '../../api/college-edit.ts';

type FormValues = z.input<typeof collegeGeneralInputSchema>;

const FIELD_NAMES = ['description', 'logoUrl', ...COLLEGE_SOCIALS.map((social) => `socials.${social}` as const)] as const;

/** The saved fields as the form's text inputs hold them ('' for none). */
function valuesOf(general: CollegeGeneral): FormValues {
  return {
    description: general.description ?? '',
    logoUrl: general.logoUrl ?? '',
    socials: Object.fromEntries(COLLEGE_SOCIALS.map((social) => [social, general.socials[social] ?? ''])),
  };
}

export function CollegeGeneralForm({ slug, general }: { slug: string; general: CollegeGeneral }) {
  const save = useUpdateCollegeGeneral(slug);
  const form = useForm<FormValues, unknown, z.output<typeof collegeGeneralInputSchema>>({
    resolver: zodResolver(collegeGeneralInputSchema),
    defaultValues: valuesOf(general),
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const logoUrl = useWatch({ control: form.control, name: 'logoUrl' });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved));
      toast.success(COLLEGE_EDIT_TEXTS.generalSaved);
    } catch (error) {
      toast.error(COLLEGE_EDIT_TEXTS.saveFailed, { description: error instanceof Error ? error.message : undefined });
      if (!applyFieldErrors(error, form.setError, FIELD_NAMES)) {
        setFormError(error instanceof AppError || error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="General">
      <FormField
        label="Description"
        description={`Optional. Plain text, up to ${COLLEGE_DESCRIPTION_MAX.toLocaleString('en-US')} characters, shown on the college's page.`}
        error={errors.description?.message}
      >
        {(control) => <Textarea {...control} rows={6} {...form.register('description')} />}
      </FormField>
      <ImageUploadField
        label="Logo"
        description="Optional. A square image, shown on the college's page."
        value={logoUrl ?? ''}
        onChange={(url) => form.setValue('logoUrl', url, { shouldDirty: true })}
        error={errors.logoUrl?.message}
        hasOldLink={general.hasOldLogoLink && !dirtyFields.logoUrl}
      />
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-2 text-sm font-semibold">Socials</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {COLLEGE_SOCIALS.map((social) => (
            <FormField key={social} label={COLLEGE_SOCIAL_PLATFORMS[social].label} error={errors.socials?.[social]?.message}>
              {(control) => (
                <Input
                  {...control}
                  type="url"
                  inputMode="url"
                  placeholder={`https://${COLLEGE_SOCIAL_PLATFORMS[social].hosts[0]}/...`}
                  {...form.register(`socials.${social}`)}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner /> Saving...
            </>
          ) : (
            'Save Changes'
          )}
        </Button>
      </div>
    </form>
  );
}
