/** Add or edit an achievement: title, date achieved, description. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { achievementInputSchema, type Achievement } from '#shared/contracts/teams.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useCreateAchievement, useUpdateAchievement } from '../../api/achievements.ts';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { todayCalendarDate } from './format-team-dates.ts';

const achievementFormSchema = achievementInputSchema.extend({
  dateAchieved: z.string().min(1, 'Date is required').pipe(achievementInputSchema.shape.dateAchieved),
});
type AchievementFormValues = z.input<typeof achievementFormSchema>;
type AchievementFormOutput = z.output<typeof achievementFormSchema>;

const FIELD_NAMES = ['title', 'description', 'dateAchieved'] as const;

export function AchievementFormDialog({ teamId, achievement }: { teamId: string; achievement?: Achievement }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {achievement ? (
          <Button variant="outline" size="sm" aria-label={`Edit ${achievement.title}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        ) : (
          <Button variant="outline" size="sm">
            <Plus aria-hidden="true" /> Add Achievement
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{achievement ? 'Edit Achievement' : 'Add Achievement'}</DialogTitle>
          <DialogDescription>Titles, trophies and milestones, listed by date.</DialogDescription>
        </DialogHeader>
        {open ? <AchievementForm teamId={teamId} achievement={achievement} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AchievementForm({ teamId, achievement, onDone }: { teamId: string; achievement?: Achievement; onDone: () => void }) {
  const createAchievement = useCreateAchievement(teamId);
  const updateAchievement = useUpdateAchievement(teamId);
  const form = useForm<AchievementFormValues, unknown, AchievementFormOutput>({
    resolver: zodResolver(achievementFormSchema),
    defaultValues: {
      title: achievement?.title ?? '',
      description: achievement?.description ?? '',
      dateAchieved: achievement?.dateAchieved ?? todayCalendarDate(),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (achievement) {
        await updateAchievement.mutateAsync({ id: achievement.id, data: values });
        toast.success('Achievement updated');
      } else {
        await createAchievement.mutateAsync(values);
        toast.success('Achievement Added');
      }
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELD_NAMES);
      toast.error(achievement ? 'Failed to update achievement.' : 'Failed to add achievement.', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Title" error={errors.title?.message}>
        {(control) => <Input {...control} required autoComplete="off" {...form.register('title')} />}
      </FormField>
      <FormField label="Date achieved" error={errors.dateAchieved?.message}>
        {(control) => <Input {...control} type="date" required {...form.register('dateAchieved')} />}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
      </FormField>
      <FormActions
        submitLabel={achievement ? 'Save Achievement' : 'Add Achievement'}
        pendingLabel="Saving..."
        isPending={isSubmitting}
        onCancel={onDone}
      />
    </form>
  );
}
