/** Add or edit an achievement: title, date achieved, description. */
import Plus from 'lucide-react/icons/plus';
import { z } from 'zod';
import { achievementInputSchema, type Achievement } from '#shared/contracts/teams-showcase.ts';
import { InputField, TextareaField } from '#web/components/ui/form-text-fields.tsx';
import { useCreateAchievement, useUpdateAchievement } from '#web/features/teams/api/showcase/achievements.ts';
import { todayCalendarDate } from '../format-team-dates.ts';
import { TeamItemFormDialog } from '../team-item-form-dialog.tsx';
import { TeamItemForm, teamItemFormKind, useTeamItemForm } from '../team-item-form.tsx';

const achievementFormSchema = achievementInputSchema.extend({
  dateAchieved: z.string().min(1, 'Date is required').pipe(achievementInputSchema.shape.dateAchieved),
});

const FIELD_NAMES = ['title', 'description', 'dateAchieved'] as const;

const TEXTS = {
  added: { saved: 'Achievement Added', failed: 'Failed to add achievement.' },
  updated: { saved: 'Achievement updated', failed: 'Failed to update achievement.' },
};

const achievementForm = teamItemFormKind({
  schema: achievementFormSchema,
  defaults: (achievement?: Achievement) => ({
    title: achievement?.title ?? '',
    description: achievement?.description ?? '',
    dateAchieved: achievement?.dateAchieved ?? todayCalendarDate(),
  }),
  data: (values) => values,
  texts: TEXTS,
  fieldNames: FIELD_NAMES,
});

export function AchievementFormDialog({ teamId, achievement }: { teamId: string; achievement?: Achievement }) {
  return (
    <TeamItemFormDialog
      editing={achievement?.title}
      addButton={{ icon: Plus, label: 'Add Achievement', variant: 'outline', size: 'sm' }}
      title={achievement ? 'Edit Achievement' : 'Add Achievement'}
      description="Titles, trophies and milestones, listed by date."
    >
      {(onDone) => <AchievementForm teamId={teamId} achievement={achievement} onDone={onDone} />}
    </TeamItemFormDialog>
  );
}

function AchievementForm({ teamId, achievement, onDone }: { teamId: string; achievement?: Achievement; onDone: () => void }) {
  const { form, errors, formProps } = useTeamItemForm(achievementForm, achievement, { create: useCreateAchievement(teamId), update: useUpdateAchievement(teamId), onDone });

  return (
    <TeamItemForm {...formProps} submitLabel={achievement ? 'Save Achievement' : 'Add Achievement'}>
      <InputField label="Title" error={errors.title?.message} required autoComplete="off" {...form.register('title')} />
      <InputField label="Date achieved" error={errors.dateAchieved?.message} type="date" required {...form.register('dateAchieved')} />
      <TextareaField label="Description" error={errors.description?.message} rows={3} {...form.register('description')} />
    </TeamItemForm>
  );
}
