/** Delete a practice after a confirmation; an occurrence of a series asks whether the following ones go too (docs/decisions/072). */
import { useState } from 'react';
import type { SeriesScope } from '#shared/contracts/practice-series.ts';
import type { Practice } from '#shared/contracts/teams-schedule.ts';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { useDeletePractice } from '#web/features/teams/api/schedule/practices.ts';
import { toast } from '#web/lib/toast.ts';
import { SeriesScopeField } from './series-scope-field.tsx';

export function DeletePracticeButton({ teamId, practice }: { teamId: string; practice: Pick<Practice, 'id' | 'title' | 'seriesId'> }) {
  const deletePractice = useDeletePractice(teamId);
  const [scope, setScope] = useState<SeriesScope>('one');
  return (
    <ConfirmDeleteButton
      title="Delete this practice?"
      description={<>“{practice.title}” will be removed for everyone on the team, with its attendance. This cannot be undone.</>}
      triggerLabel={`Delete ${practice.title}`}
      confirmLabel={scope === 'following' ? 'Delete practices' : 'Delete practice'}
      isPending={deletePractice.isPending}
      onDeleted={() => {}}
      onConfirm={async () => {
        try {
          await deletePractice.mutateAsync({ id: practice.id, scope });
          toast.success(scope === 'following' ? 'Practices deleted' : 'Practice deleted');
          return true;
        } catch (error) {
          toast.error('Failed to delete practice.', { description: error instanceof Error ? error.message : undefined });
          return false;
        }
      }}
    >
      {practice.seriesId ? (
        <SeriesScopeField
          legend="Delete"
          radio={(option) => ({ name: `delete-scope-${practice.id}`, checked: scope === option, onChange: () => setScope(option) })}
        />
      ) : null}
    </ConfirmDeleteButton>
  );
}
