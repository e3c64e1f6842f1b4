import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { toast } from '#web/lib/toast.ts';
import { useDeleteTeamItem, type ScheduleItemKind } from '../../api/team-item-mutations.ts';

const NOUNS: Record<ScheduleItemKind, { noun: string; deleted: string; failed: string }> = {
  practices: { noun: 'practice', deleted: 'Practice deleted', failed: 'Failed to delete practice.' },
  tournaments: { noun: 'tournament', deleted: 'Tournament deleted', failed: 'Failed to delete tournament.' },
  'recruiting-posts': {
    noun: 'recruiting post',
    deleted: 'Recruiting post deleted',
    failed: 'Failed to delete recruiting post.',
  },
  achievements: { noun: 'achievement', deleted: 'Achievement deleted', failed: 'Failed to delete achievement.' },
};

/** Delete a practice, tournament, post or achievement after a confirmation, with its toasts. */
export function DeleteTeamItemButton({
  teamId,
  kind,
  id,
  name,
}: {
  teamId: string;
  kind: ScheduleItemKind;
  id: string;
  /** The item's title, quoted in the dialog. */
  name: string;
}) {
  const deleteItem = useDeleteTeamItem(teamId, kind);
  const { noun, deleted, failed } = NOUNS[kind];
  return (
    <ConfirmDeleteButton
      title={`Delete this ${noun}?`}
      description={<>“{name}” will be removed for everyone on the team. This cannot be undone.</>}
      confirmLabel={`Delete ${noun}`}
      isPending={deleteItem.isPending}
      onDeleted={() => {}}
      onConfirm={async () => {
        try {
          await deleteItem.mutateAsync(id);
          toast.success(deleted);
          return true;
        } catch (error) {
          toast.error(failed, { description: error instanceof Error ? error.message : undefined });
          return false;
        }
      }}
    />
  );
}
