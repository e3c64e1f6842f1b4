/** Add or edit an achievement: title, date achieved, description. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { achievementInputSchema, type Achievement } from '#shared/contracts/teams-showcase.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useCreateAchievement, useUpdateAchievement } from '#web/features/teams/api/showcase/achievements.ts';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { todayCalendarDate } from '../format-team-dates.ts';
import { TeamItemFormDialog, teamItemSubmit } from '../team-item-form-dialog.tsx';

const achievementFormSchema = achievementInputSchema.extend({
  dateAchieved: z.string().min(1, 'Date is required').pipe(achievementInputSchema.shape.dateAchieved),
});
type AchievementFormValues = z.input<typeof achievementFormSchema>;
type AchievementFormOutput = z.output<typeof achievementFormSchema>;

const FIELD_NAMES = ['title', 'description', 'dateAchieved'] as const;

export function AchievementFormDialog({ teamId, achievement }: { teamId: string; achievement?: Achievement }) {
  return (
    <TeamItemFormDialog
      editing={achievement?.title}
      addTrigger={
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" /> Add Achievement
        </Button>
      }
      title={achievement ? 'Edit Achievement' : 'Add Achievement'}
      description="Titles, trophies and milestones, listed by date."
    >
      {(onDone) => <AchievementForm teamId={teamId} achievement={achievement} onDone={onDone} />}
    </TeamItemFormDialog>
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

  const submit = teamItemSubmit(form, {
    id: achievement?.id,
    data: (values) => values,
    create: createAchievement,
    update: updateAchievement,
    texts: achievement
      ? { saved: 'Achievement updated', failed: 'Failed to update achievement.' }
      : { saved: 'Achievement Added', failed: 'Failed to add achievement.' },
    fieldNames: FIELD_NAMES,
    onDone,
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
