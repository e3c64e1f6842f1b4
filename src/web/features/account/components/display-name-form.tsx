import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '#web/lib/toast.ts';
import { z } from 'zod';
import { displayNameSchema } from '#shared/contracts/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { useUpdateAccount } from '../api/update-account.ts';

const displayNameFormSchema = z.object({ displayName: displayNameSchema });
type DisplayNameValues = z.input<typeof displayNameFormSchema>;

export function DisplayNameForm({ currentName }: { currentName: string }) {
  const updateAccount = useUpdateAccount();
  const form = useForm<DisplayNameValues, unknown, z.output<typeof displayNameFormSchema>>({
    resolver: zodResolver(displayNameFormSchema),
    values: { displayName: currentName },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const me = await updateAccount.mutateAsync({ displayName: values.displayName });
      form.reset({ displayName: me.profile?.displayName ?? values.displayName });
      toast.success('Display name updated', { description: `You now appear as ${values.displayName}.` });
    } catch (error) {
      applyFieldErrors(error, form.setError, ['displayName']);
      toast.error('Could not update your display name', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  });

  const pending = updateAccount.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label="Display name"
        description="Shown on your profile and to teams you join."
        error={form.formState.errors.displayName?.message}
      >
        {(control) => <Input {...control} autoComplete="nickname" {...form.register('displayName')} />}
      </FormField>
      <Button type="submit" disabled={pending || !form.formState.isDirty} className="justify-self-start">
        {pending ? (
          <>
            <Spinner /> Saving...
          </>
        ) : (
          'Save Display Name'
        )}
      </Button>
    </form>
  );
}
