import type { ContentPage } from '#shared/contracts/content.ts';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { toast } from '#web/lib/toast.ts';
import { useDeleteContentPage } from '../api/delete-content-page.ts';

/** Delete with a confirmation dialog; calls onDeleted after "Page deleted". */
export function DeleteContentPageButton({ page, onDeleted }: { page: ContentPage; onDeleted: () => void }) {
  const deletePage = useDeleteContentPage();
  return (
    <ConfirmDeleteButton
      title="Delete this page?"
      description={<>“{page.title}” will be removed from /learn and the Learn menu. This cannot be undone.</>}
      confirmLabel="Delete Page"
      isPending={deletePage.isPending}
      onDeleted={onDeleted}
      onConfirm={async () => {
        try {
          await deletePage.mutateAsync({ id: page.id, slug: page.slug });
          toast.success('Page deleted');
          return true;
        } catch {
          toast.error('Error deleting page', { description: 'Failed to delete content page' });
          return false;
        }
      }}
    />
  );
}
